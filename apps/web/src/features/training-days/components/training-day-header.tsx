import { trainingDayMessages } from '@coachboard/contract';
import { CalendarDays, ClipboardPaste, Copy, ListPlus } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

interface TrainingDayHeaderProps {
  dayName: string;
  weekNumber: number;
  isRestDay: boolean;
  exerciseCount: number;
  /** Left out, 'Manage Exercises' is hidden (the team role may not edit the day). */
  onManage?: () => void;
  /** Opens 'Copy to other days'; not offered on a rest day. */
  onCopyToDays?: () => void;
  /** Opens 'Paste Workout'; not offered on a rest day. */
  onPasteWorkout?: () => void;
}

/** 'Day N', the Week badge, the day icon (grey on a rest day), the exercise count and 'Manage Exercises'. */
export function TrainingDayHeader({
  dayName,
  weekNumber,
  isRestDay,
  exerciseCount,
  onManage,
  onCopyToDays,
  onPasteWorkout,
}: TrainingDayHeaderProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <div className="flex items-center gap-3">
        <span
          data-rest-day={isRestDay}
          className={cn(
            'flex size-12 items-center justify-center rounded-2xl',
            isRestDay
              ? 'bg-slate-100 text-slate-400 dark:bg-white/10 dark:text-slate-500'
              : 'bg-brand-50 text-brand-500 dark:bg-brand-400/20 dark:text-brand-200',
          )}
        >
          <CalendarDays aria-hidden className="size-6" />
        </span>
        <div className="flex flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold tracking-tight text-ink dark:text-white">{dayName}</h1>
            <Badge tone="brand">{`Week ${weekNumber}`}</Badge>
            {isRestDay && <Badge tone="gray">Rest day</Badge>}
          </div>
          <Badge tone="gray" className="self-start">
            {trainingDayMessages.exerciseCount(exerciseCount)}
          </Badge>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {onCopyToDays && !isRestDay && (
          <Button variant="secondary" onClick={onCopyToDays} disabled={exerciseCount === 0}>
            <Copy aria-hidden className="size-4" />
            Copy to other days
          </Button>
        )}
        {onPasteWorkout && !isRestDay && (
          <Button variant="secondary" onClick={onPasteWorkout}>
            <ClipboardPaste aria-hidden className="size-4" />
            Paste Workout
          </Button>
        )}
        {onManage && (
          <Button onClick={onManage}>
            <ListPlus aria-hidden className="size-4" />
            Manage Exercises
          </Button>
        )}
      </div>
    </div>
  );
}
