import { difficultyTone, formatEnumLabel } from '@coachboard/contract';
import { Badge } from '@/components/ui/badge';

/** Green for beginner, yellow for intermediate, red for advanced and anything else. */
export function DifficultyBadge({ level }: { level: string }) {
  return <Badge tone={difficultyTone(level)}>{formatEnumLabel(level)}</Badge>;
}
