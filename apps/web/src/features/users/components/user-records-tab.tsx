import { useState } from 'react';
import { recordKindLabels, recordsMessages, type RecordSession, type User } from '@coachboard/contract';
import { Trophy } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingScreen } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { formatDate } from '@/lib/format';
import { useUserRecords } from '../api/get-user-records';
import { CalendarDateDialog } from './calendar-date-dialog';
import { ExerciseProgress } from './exercise-progress';
import { RecordsTable, SessionButton, type OpenSession } from './records-table';

const RECENT_RECORD_SESSIONS = 8;

/** The sessions that set new records, newest first: each marked with what it beat. */
function NewRecords({ sessions, onOpenSession }: { sessions: RecordSession[]; onOpenSession: OpenSession }) {
  if (sessions.length === 0) {
    return <p className="text-sm text-slate-500 dark:text-slate-400">{recordsMessages.noNewRecords}</p>;
  }
  return (
    <ul aria-label={recordsMessages.newRecordsTitle} className="flex flex-col gap-2.5">
      {sessions.slice(0, RECENT_RECORD_SESSIONS).map((session) => (
        <li key={session.session_id} className="flex gap-2.5 text-sm">
          <Trophy aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-500 dark:text-amber-300" />
          <span>
            <span className="font-semibold text-ink dark:text-white">
              {formatDate(session.performed_on)} ·{' '}
              <SessionButton
                sessionId={session.session_id}
                performedOn={session.performed_on}
                onOpen={onOpenSession}
              />
            </span>
            {session.records.map((record) => (
              <span key={record.exercise_id} className="block text-slate-600 dark:text-slate-300">
                {record.exercise_name}: {record.kinds.map((kind) => recordKindLabels[kind]).join(', ')}
              </span>
            ))}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The user's Records tab: the records table, the sessions that set new ones and a progress chart per exercise. */
export default function UserRecordsTab({ user }: { user: User }) {
  const records = useUserRecords(user.id);
  // A session opens its date as the Training tab does: the workouts' sets beside their prescription.
  const [openDate, setOpenDate] = useState<string | null>(null);
  if (records.isPending) return <LoadingScreen message="Loading records..." />;
  if (records.isError) {
    return (
      <Card>
        <ErrorState title={errorMessage(records.error, recordsMessages.fetchFailed)} />
      </Card>
    );
  }
  const { exercises, record_sessions } = records.data;
  if (exercises.length === 0) {
    return (
      <Card>
        <EmptyState
          icon={Trophy}
          title={recordsMessages.noRecords}
          description={recordsMessages.noRecordsHint}
        />
      </Card>
    );
  }
  return (
    <div className="flex flex-col gap-5">
      <div className="grid gap-5 lg:grid-cols-[2fr_1fr]">
        <Card>
          <CardHeader>
            <CardTitle>{recordsMessages.recordsTitle}</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-3">
            <RecordsTable exercises={exercises} onOpenSession={setOpenDate} />
            <p className="text-xs text-slate-500 dark:text-slate-400">{recordsMessages.epleyRule}</p>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{recordsMessages.newRecordsTitle}</CardTitle>
          </CardHeader>
          <CardContent>
            <NewRecords sessions={record_sessions} onOpenSession={setOpenDate} />
          </CardContent>
        </Card>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>{recordsMessages.progressTitle}</CardTitle>
        </CardHeader>
        <CardContent>
          <ExerciseProgress userId={user.id} exercises={exercises} />
        </CardContent>
      </Card>
      <CalendarDateDialog userId={user.id} date={openDate} onClose={() => setOpenDate(null)} />
    </div>
  );
}
