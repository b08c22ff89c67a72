import type { ProgramSummary } from '@coachboard/contract';
import { fileUrl } from '@/lib/file-url';

/** The program's picture: the uploaded file when there is one, else the image URL field. */
export const programImageUrl = (program: Pick<ProgramSummary, 'image' | 'training_program_image'>) =>
  fileUrl(program.training_program_image?.full_path ?? program.image);
