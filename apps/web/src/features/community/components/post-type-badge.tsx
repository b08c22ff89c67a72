import { postTypeLabels, type PostType } from '@coachboard/contract';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const tones: Record<PostType, BadgeTone> = {
  general: 'gray',
  support: 'green',
  challenge: 'yellow',
  announcement: 'brand',
};

export function PostTypeBadge({ type }: { type: PostType }) {
  return <Badge tone={tones[type]}>{postTypeLabels[type]}</Badge>;
}
