import { difficultyTone, formatEnumLabel } from '@coachboard/contract';
import { Badge } from '@/components/ui/badge';

export function DifficultyLabel({ level }: { level: string }) {
  return <Badge tone={difficultyTone(level)}>{formatEnumLabel(level)}</Badge>;
}
