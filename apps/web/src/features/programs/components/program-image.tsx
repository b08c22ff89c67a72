import { programMessages, type ProgramDetail } from '@coachboard/contract';
import { ImageOff } from 'lucide-react';
import { ImageUpload } from '@/components/ui/image-upload';
import { useCan } from '@/lib/permissions';
import { useDeleteProgramImage } from '../api/delete-program-image';
import { useUploadProgramImage } from '../api/upload-program-image';
import { programImageUrl } from './program-image-url';

/** The program picture with upload and delete; errors clear themselves after five seconds. */
export function ProgramImage({ program }: { program: ProgramDetail }) {
  const uploadImage = useUploadProgramImage();
  const deleteImage = useDeleteProgramImage();
  const imageId = program.training_program_image?.id;
  const imageUrl = programImageUrl(program);
  // A team role that may not change programs sees the picture only.
  if (!useCan()('programs.uploadImage')) {
    return (
      <div className="flex aspect-video w-full items-center justify-center overflow-hidden rounded-xl bg-slate-100 dark:bg-navy-900">
        {imageUrl ? (
          <img src={imageUrl} alt={program.name} className="size-full object-cover" />
        ) : (
          <ImageOff aria-hidden className="size-10 text-slate-400" />
        )}
      </div>
    );
  }

  return (
    <ImageUpload
      imageUrl={imageUrl}
      alt={program.name}
      onUpload={(file, { onProgress, signal }) =>
        uploadImage.mutateAsync({ programId: program.id, file, onProgress, signal })
      }
      onDelete={
        imageId === undefined ? undefined : () => deleteImage.mutateAsync({ programId: program.id, imageId })
      }
      deleteConfirmTitle="Delete Image"
      deleteConfirmMessage={programMessages.deleteImageConfirm}
    />
  );
}
