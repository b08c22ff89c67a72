import type { User } from '@coachboard/contract';
import { Card, CardContent } from '@/components/ui/card';

/** The user's Training tab. */
export default function UserTrainingTab({ user }: { user: User }) {
  return (
    <Card>
      <CardContent>
        <p className="text-sm text-slate-600 dark:text-slate-300">Training of {user.email}</p>
      </CardContent>
    </Card>
  );
}
