import { programMessages, type ProgramDetail } from '@coachboard/contract';
import { ImageUpload } from '@/components/ui/image-upload';
import { StillImage } from '@/components/ui/picture';
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
    return <StillImage url={imageUrl} alt={program.name} className="aspect-video" />;
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
