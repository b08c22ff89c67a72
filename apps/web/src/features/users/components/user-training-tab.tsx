import { useState } from 'react';
import { complianceMessages, type User } from '@coachboard/contract';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingScreen } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { useTrainingCalendar } from '../api/get-training-calendar';
import { CalendarDateDialog } from './calendar-date-dialog';
import { ComplianceFigures } from './compliance-figures';
import { CalendarLegend, TrainingCalendarGrid } from './training-calendar';

/** The user's Training tab: 7/30/90-day compliance, and the last 12 weeks, each day opening what was logged. */
export default function UserTrainingTab({ user }: { user: User }) {
  const calendar = useTrainingCalendar(user.id);
  const [openDate, setOpenDate] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-4">
      <Card>
        <CardHeader>
          <CardTitle>Compliance</CardTitle>
        </CardHeader>
        <CardContent>
          <ComplianceFigures userId={user.id} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{complianceMessages.calendarTitle}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          {calendar.isPending && <LoadingScreen message="Loading the calendar..." />}
          {calendar.isError && (
            <ErrorState title={errorMessage(calendar.error, 'The training calendar could not be loaded')} />
          )}
          {calendar.data && (
            <>
              <TrainingCalendarGrid
                days={calendar.data.days}
                caption={`${complianceMessages.calendarTitle} of training`}
                onOpen={setOpenDate}
              />
              <CalendarLegend />
            </>
          )}
        </CardContent>
      </Card>
      <CalendarDateDialog userId={user.id} date={openDate} onClose={() => setOpenDate(null)} />
    </div>
  );
}
