import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { Router } from 'react-router';
import { BlockingHistoryContext, type BlockingHistory } from '@/lib/blocking-history';

/**
 * React Router in declarative mode over the panel's blocking history (what `BrowserRouter` does, plus the history
 * `useNavigationBlocker` needs). Location changes render in a transition, so a screen whose lazy module is still
 * loading leaves the current one on view, as the data router did.
 */
export function PanelRouter({ history, children }: { history: BlockingHistory; children: ReactNode }) {
  const [state, setState] = useState({ action: history.action, location: history.location });
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        startTransition(() => setState({ action, location }));
      }),
    [history],
  );
  return (
    <BlockingHistoryContext.Provider value={history}>
      <Router location={state.location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    </BlockingHistoryContext.Provider>
  );
}
