import type { User } from '@coachboard/contract';
import { Card, CardContent } from '@/components/ui/card';

/** The user's Check-ins tab. */
export default function UserCheckInsTab({ user }: { user: User }) {
  return (
    <Card>
      <CardContent>
        <p className="text-sm text-slate-600 dark:text-slate-300">Check-ins of {user.email}</p>
      </CardContent>
    </Card>
  );
}
