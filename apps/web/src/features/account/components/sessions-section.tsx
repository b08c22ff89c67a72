import { useState } from 'react';
import { accountMessages, type AccountSession } from '@coachboard/contract';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cardClassName, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, type ListColumn } from '@/components/ui/list-page';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/feedback/toast';
import { errorMessage } from '@/lib/api-error';
import { formatTimestamp } from '@/lib/format';
import { useEndOtherSessions } from '../api/end-other-sessions';
import { useEndSession } from '../api/end-session';
import { useSessions } from '../api/get-sessions';

/**
 * 'Sessions': every browser or device signed in to the account, last used first, this one marked. Signing one
 * out refuses its next request; 'Sign out all other sessions' asks first.
 */
export function SessionsSection() {
  const toast = useToast();
  const sessions = useSessions();
  const endSession = useEndSession();
  const endOthers = useEndOtherSessions();
  const [ending, setEnding] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const list = sessions.data ?? [];
  const others = list.filter((session) => !session.current);

  const onSignOut = (session: AccountSession) => {
    setEnding(session.id);
    endSession.mutate(session.id, {
      onSuccess: () =>
        toast.show({ tone: 'success', text: `${accountMessages.sessionEnded}: ${session.browser}` }),
      onError: (error) => toast.show({ tone: 'error', text: errorMessage(error), durationMs: 8000 }),
      onSettled: () => setEnding(null),
    });
  };

  const onSignOutOthers = () =>
    endOthers.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast.show({ tone: 'success', text: accountMessages.otherSessionsEnded });
      },
    });

  const columns: ListColumn<AccountSession>[] = [
    {
      id: 'browser',
      header: 'Browser',
      className: 'font-medium text-ink dark:text-white',
      cell: (session) => (
        <span className="flex flex-wrap items-center gap-2">
          {session.browser}
          {session.current && <Badge tone="green">{accountMessages.thisDevice}</Badge>}
        </span>
      ),
    },
    { id: 'address', header: 'Address', cell: (session) => session.ip_address ?? '-' },
    { id: 'first-used', header: 'First used', cell: (session) => formatTimestamp(session.created_at) },
    { id: 'last-used', header: 'Last used', cell: (session) => formatTimestamp(session.last_used_at) },
    {
      id: 'actions',
      header: <span className="sr-only">Actions</span>,
      className: 'text-right',
      cell: (session) =>
        !session.current && (
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Sign out ${session.browser}`}
            className="whitespace-nowrap"
            loading={ending === session.id}
            disabled={ending !== null}
            onClick={() => onSignOut(session)}
          >
            Sign out
          </Button>
        ),
    },
  ];

  return (
    <section aria-labelledby="account-sessions-title" className={cardClassName}>
      <CardHeader>
        <CardTitle id="account-sessions-title">Sessions</CardTitle>
        <Button
          variant="secondary"
          onClick={() => {
            endOthers.reset();
            setConfirming(true);
          }}
          disabled={others.length === 0}
        >
          Sign out all other sessions
        </Button>
      </CardHeader>
      <CardContent>
        {sessions.isPending ? (
          <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
            <Spinner /> Loading your sessions...
          </p>
        ) : sessions.isError ? (
          <Alert>{`Error loading your sessions: ${errorMessage(sessions.error)}`}</Alert>
        ) : (
          <DataTable
            items={list}
            columns={columns}
            getKey={(session) => session.id}
            caption="Browsers and devices signed in to your account"
          />
        )}
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Sign out all other sessions?"
        message={accountMessages.endOthersConfirm}
        confirmLabel="Sign out all other sessions"
        onConfirm={onSignOutOthers}
        isConfirming={endOthers.isPending}
        error={endOthers.isError ? errorMessage(endOthers.error) : null}
      />
    </section>
  );
}
