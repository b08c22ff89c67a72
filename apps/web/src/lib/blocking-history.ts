import { createContext } from 'react';
import {
  NavigationType,
  parsePath,
  type HistoryRouterProps,
  type Location,
  type Path,
  type To,
} from 'react-router';

type History = HistoryRouterProps['history'];
type HistoryListener = Parameters<History['listen']>[0];

export interface BlockerArgs {
  currentLocation: Location;
  nextLocation: Partial<Path>;
}

/** Says whether a navigation must wait for the admin's answer. */
export type ShouldBlock = (args: BlockerArgs) => boolean;

/** The same shape as React Router's data-router blocker, so a confirmation dialog can drive it. */
export type Blocker =
  | { state: 'unblocked'; proceed?: undefined; reset?: undefined }
  | { state: 'blocked'; proceed: () => void; reset: () => void };

export const UNBLOCKED: Blocker = { state: 'unblocked' };

export interface BlockingHistory extends History {
  /**
   * Makes `shouldBlock` the one active blocker: a push, a replace or a back/forward step it refuses is held,
   * and `onChange` receives a blocked state whose `proceed` carries the navigation out and whose `reset` drops it.
   * Returns the function that removes the blocker.
   */
  block(shouldBlock: ShouldBlock, onChange: (blocker: Blocker) => void): () => void;
}

/**
 * A history (React Router's browser or memory history, created with `v5Compat: true`) that can hold a
 * navigation for a confirmation, as the data router's `useBlocker` does; the panel uses React Router's declarative
 * mode, which is about 16 KiB gzip lighter on the first load but has no blocker of its own. A refused back/forward
 * step is undone with `go(-delta)` and redone with `go(delta)` on proceed, as the data router does.
 */
export function createBlockingHistory(inner: History): BlockingHistory {
  let active: { shouldBlock: ShouldBlock; onChange: (blocker: Blocker) => void } | null = null;
  let listener: HistoryListener | null = null;
  let unlistenInner: (() => void) | null = null;
  // The location the router shows (the inner history moves first on back/forward).
  let shown = inner.location;
  let undoingPops = 0;
  let passNextPop = false;

  const refuses = (nextLocation: Partial<Path>) =>
    active !== null && active.shouldBlock({ currentLocation: shown, nextLocation });

  const hold = (retry: () => void) => {
    const blocker = active;
    if (!blocker) return;
    const release = () => {
      if (active === blocker) blocker.onChange(UNBLOCKED);
    };
    blocker.onChange({
      state: 'blocked',
      proceed: () => {
        release();
        retry();
      },
      reset: release,
    });
  };

  const onInnerUpdate: HistoryListener = (update) => {
    if (update.action === NavigationType.Pop) {
      if (undoingPops > 0) {
        undoingPops -= 1;
        return;
      }
      if (passNextPop) passNextPop = false;
      else if (update.delta && refuses(update.location)) {
        const { delta } = update;
        undoingPops += 1;
        inner.go(-delta);
        hold(() => {
          passNextPop = true;
          inner.go(delta);
        });
        return;
      }
    }
    shown = update.location;
    listener?.(update);
  };

  const target = (to: To): Partial<Path> => {
    const path = typeof to === 'string' ? parsePath(to) : to;
    return { ...path, pathname: path.pathname ?? shown.pathname };
  };

  const navigate = (method: 'push' | 'replace', to: To, state?: unknown) => {
    if (refuses(target(to))) hold(() => inner[method](to, state));
    else inner[method](to, state);
  };

  return {
    get action() {
      return inner.action;
    },
    get location() {
      return shown;
    },
    createHref: (to) => inner.createHref(to),
    createURL: (to) => inner.createURL(to),
    encodeLocation: (to) => inner.encodeLocation(to),
    push: (to, state?: unknown) => navigate('push', to, state),
    replace: (to, state?: unknown) => navigate('replace', to, state),
    go: (delta) => inner.go(delta),
    listen(next) {
      listener = next;
      unlistenInner ??= inner.listen(onInnerUpdate);
      return () => {
        if (listener !== next) return;
        listener = null;
        unlistenInner?.();
        unlistenInner = null;
      };
    },
    block(shouldBlock, onChange) {
      const entry = { shouldBlock, onChange };
      active = entry;
      return () => {
        if (active === entry) active = null;
      };
    },
  };
}

/** The panel's history, for `useNavigationBlocker`; `PanelRouter` provides it. */
export const BlockingHistoryContext = createContext<BlockingHistory | null>(null);
