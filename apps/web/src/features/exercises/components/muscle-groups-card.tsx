import type { ExerciseDetail, MuscleGroup } from '@coachboard/contract';
import { Settings2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

function Groups({ title, groups, tone }: { title: string; groups: MuscleGroup[]; tone: 'brand' | 'gray' }) {
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
        {title}
      </h3>
      {groups.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">None</p>
      ) : (
        <ul aria-label={title} className="flex flex-wrap gap-1.5">
          {groups.map((group) => (
            <li key={group.id}>
              <Badge tone={tone}>{group.name}</Badge>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The exercise's primary and secondary muscle groups, and the way into the modal that changes them. */
export function MuscleGroupsCard({
  exercise,
  onManage,
}: {
  exercise: ExerciseDetail;
  /** Left out, the manage button is hidden (the team role may not edit exercises). */
  onManage?: () => void;
}) {
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-3">
        <CardTitle>Muscle Groups</CardTitle>
        {onManage && (
          <Button variant="secondary" size="sm" onClick={onManage}>
            <Settings2 aria-hidden className="size-4" />
            Manage Muscle Groups
          </Button>
        )}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <Groups title="Primary" groups={exercise.primary_muscle_groups} tone="brand" />
        <Groups title="Secondary" groups={exercise.secondary_muscle_groups} tone="gray" />
      </CardContent>
    </Card>
  );
}
