import { formatEnumLabel } from '@coachboard/contract';
import { difficultyTone } from '@/domain/difficulty-tone';
import { Badge } from '@/components/ui/badge';

export function DifficultyLabel({ level }: { level: string }) {
  return <Badge tone={difficultyTone(level)}>{formatEnumLabel(level)}</Badge>;
}
