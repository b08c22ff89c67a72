import { describe, expect, it, vi } from 'vitest';
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createMemoryHistory as createMemoryHistory,
} from 'react-router';
import { createBlockingHistory, type Blocker, type ShouldBlock } from './blocking-history';

const leavingThePage: ShouldBlock = ({ currentLocation, nextLocation }) =>
  currentLocation.pathname !== nextLocation.pathname;

const setUp = (entries = ['/admin/programs/3/weeks/1/days/2']) => {
  const history = createBlockingHistory(
    createMemoryHistory({ initialEntries: entries, initialIndex: entries.length - 1, v5Compat: true }),
  );
  const shown: string[] = [];
  history.listen(({ location }) => shown.push(`${location.pathname}${location.search}`));
  let blocker: Blocker = { state: 'unblocked' };
  const unblock = history.block(leavingThePage, (next) => (blocker = next));
  return { history, shown, unblock, blocker: () => blocker };
};

describe('blocking history', () => {
  it('holds a push the blocker refuses until proceed, then carries it out', () => {
    const { history, shown, blocker } = setUp();

    history.push('/admin/programs/3');

    expect(blocker().state).toBe('blocked');
    expect(history.location.pathname).toBe('/admin/programs/3/weeks/1/days/2');
    expect(shown).toEqual([]);
    blocker().proceed?.();
    expect(blocker().state).toBe('unblocked');
    expect(history.location.pathname).toBe('/admin/programs/3');
    expect(shown).toEqual(['/admin/programs/3']);
  });

  it('drops a held navigation on reset', () => {
    const { history, shown, blocker } = setUp();

    history.replace('/admin/users');
    blocker().reset?.();

    expect(blocker().state).toBe('unblocked');
    expect(history.location.pathname).toBe('/admin/programs/3/weeks/1/days/2');
    expect(shown).toEqual([]);
  });

  it('lets through what the blocker accepts (same page, other search) and everything once removed', () => {
    const { history, shown, blocker, unblock } = setUp();

    history.push('/admin/programs/3/weeks/1/days/2?tab=sets');
    expect(blocker().state).toBe('unblocked');
    unblock();
    history.push('/admin/users');

    expect(shown).toEqual(['/admin/programs/3/weeks/1/days/2?tab=sets', '/admin/users']);
  });

  it('undoes a refused back step and takes it on proceed', () => {
    const { history, shown, blocker } = setUp(['/admin/programs/3', '/admin/programs/3/weeks/1/days/2']);

    history.go(-1);

    expect(blocker().state).toBe('blocked');
    expect(history.location.pathname).toBe('/admin/programs/3/weeks/1/days/2');
    expect(shown).toEqual([]);
    blocker().proceed?.();
    expect(shown).toEqual(['/admin/programs/3']);
    expect(history.location.pathname).toBe('/admin/programs/3');
  });

  it("puts the browser's address back after a refused back button", async () => {
    window.history.replaceState(null, '', '/admin/programs/3');
    const history = createBlockingHistory(createBrowserHistory({ v5Compat: true }));
    const shown: string[] = [];
    const unlisten = history.listen(({ location }) => shown.push(location.pathname));
    history.push('/admin/programs/3/weeks/1/days/2');
    let blocker = { state: 'unblocked' } as Blocker;
    history.block(leavingThePage, (next) => (blocker = next));

    history.go(-1);

    await vi.waitFor(() => expect(blocker.state).toBe('blocked'));
    await vi.waitFor(() => expect(window.location.pathname).toBe('/admin/programs/3/weeks/1/days/2'));
    expect(shown).toEqual(['/admin/programs/3/weeks/1/days/2']);
    blocker.reset?.();
    unlisten();
  });
});
