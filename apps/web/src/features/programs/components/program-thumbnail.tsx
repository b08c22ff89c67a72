import type { ProgramSummary } from '@coachboard/contract';
import { Dumbbell } from 'lucide-react';
import { Thumbnail } from '@/components/ui/picture';
import { cn } from '@/lib/cn';
import { programImageUrl } from './program-image-url';

export function ProgramThumbnail({ program, className }: { program: ProgramSummary; className?: string }) {
  return (
    <Thumbnail
      url={programImageUrl(program)}
      icon={Dumbbell}
      placeholderTestId="program-image-placeholder"
      className={cn('size-11', className)}
    />
  );
}
