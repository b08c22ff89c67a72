import { formatEnumLabel } from '@coachboard/contract';
import { difficultyTone } from '@/domain/difficulty-tone';
import { Badge } from '@/components/ui/badge';

/** Green for beginner, yellow for intermediate, red for advanced and anything else. */
export function DifficultyBadge({ level }: { level: string }) {
  return <Badge tone={difficultyTone(level)}>{formatEnumLabel(level)}</Badge>;
}
