import { programMessages, type ProgramDetail } from '@coachboard/contract';
import { ImageUpload } from '@/components/ui/image-upload';
import { useDeleteProgramImage } from '../api/delete-program-image';
import { useUploadProgramImage } from '../api/upload-program-image';
import { programImageUrl } from './program-image-url';

/** The program picture with upload and delete; errors clear themselves after five seconds. */
export function ProgramImage({ program }: { program: ProgramDetail }) {
  const uploadImage = useUploadProgramImage();
  const deleteImage = useDeleteProgramImage();
  const imageId = program.training_program_image?.id;

  return (
    <ImageUpload
      imageUrl={programImageUrl(program)}
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
