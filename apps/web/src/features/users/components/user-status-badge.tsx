import { userStatusLabel, type User } from '@coachboard/contract';
import { Badge } from '@/components/ui/badge';

export function UserStatusBadge({ user }: { user: Pick<User, 'deleted_at'> }) {
  return <Badge tone={user.deleted_at === null ? 'green' : 'red'}>{userStatusLabel(user)}</Badge>;
}
