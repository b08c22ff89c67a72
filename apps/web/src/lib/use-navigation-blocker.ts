import { useContext, useEffect, useState } from 'react';
import { BlockingHistoryContext, UNBLOCKED, type Blocker, type ShouldBlock } from './blocking-history';

/**
 * Holds navigations `shouldBlock` refuses until the admin answers: `state` turns 'blocked', `proceed()` carries
 * the navigation out, `reset()` stays. The panel's counterpart of the data router's `useBlocker`; pass a stable
 * function (useCallback).
 */
export function useNavigationBlocker(shouldBlock: ShouldBlock): Blocker {
  const history = useContext(BlockingHistoryContext);
  if (!history) throw new Error('useNavigationBlocker must be used inside <PanelRouter>');
  const [blocker, setBlocker] = useState<Blocker>(UNBLOCKED);
  useEffect(() => {
    const unblock = history.block(shouldBlock, setBlocker);
    return () => {
      unblock();
      setBlocker(UNBLOCKED);
    };
  }, [history, shouldBlock]);
  return blocker;
}
