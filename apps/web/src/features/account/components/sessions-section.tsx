import { useState } from 'react';
import { accountMessages, type AccountSession } from '@coachboard/contract';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cardClassName, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/feedback/toast';
import { errorMessage } from '@/lib/api-error';
import { formatTimestamp } from '@/lib/format';
import { useEndOtherSessions } from '../api/end-other-sessions';
import { useEndSession } from '../api/end-session';
import { useSessions } from '../api/get-sessions';

const cellClass = 'px-3 py-3 align-top';

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
          // Relative, so the header's sr-only text is clipped by this box instead of widening a phone's page.
          <div className="relative overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Browsers and devices signed in to your account</caption>
              <thead className="text-xs text-slate-500 uppercase dark:text-slate-400">
                <tr>
                  <th scope="col" className={cellClass}>
                    Browser
                  </th>
                  <th scope="col" className={cellClass}>
                    Address
                  </th>
                  <th scope="col" className={cellClass}>
                    First used
                  </th>
                  <th scope="col" className={cellClass}>
                    Last used
                  </th>
                  <th scope="col" className={cellClass}>
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100 dark:divide-white/5">
                {list.map((session) => (
                  <tr key={session.id}>
                    <td className={`${cellClass} font-medium text-ink dark:text-white`}>
                      <span className="flex flex-wrap items-center gap-2">
                        {session.browser}
                        {session.current && <Badge tone="green">{accountMessages.thisDevice}</Badge>}
                      </span>
                    </td>
                    <td className={cellClass}>{session.ip_address ?? '-'}</td>
                    <td className={cellClass}>{formatTimestamp(session.created_at)}</td>
                    <td className={cellClass}>{formatTimestamp(session.last_used_at)}</td>
                    <td className={`${cellClass} text-right`}>
                      {!session.current && (
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
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
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
