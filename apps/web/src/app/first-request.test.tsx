import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createProgramSummary } from '@/test/program-factories';
import { createDay, DAY_PATH, DAY_URL } from '@/features/training-days/testing/day-factories';
import { envelope, mockApi } from '@/test/api-mock';
import { paginatorOf } from '@/test/paginator';
import { renderApp } from '@/test/render-app';
import { seedSession } from '@/test/session';
import { createUser } from '@/test/user-factories';
import { setWindowWidth } from '@/test/window-size';

const LIST = '/api/training-programs';

/** A signed-in admin whose programs list answers with one program named after the page asked for. */
const signedInWithPrograms = () => {
  setWindowWidth(1280);
  seedSession();
  return mockApi({
    'GET /api/me': () => envelope(createUser()),
    [`GET ${LIST}`]: (call) => {
      const query = new URL(call.path, 'http://localhost').searchParams;
      const page = Number(query.get('page'));
      const kind = query.get('kind') ?? 'programs';
      return envelope(paginatorOf([createProgramSummary({ id: 7, name: `${kind} page ${page}` })], { page }));
    },
    [`GET ${LIST}/admin-search`]: () => envelope(paginatorOf([createProgramSummary({ name: 'Found' })])),
  });
};

// The first render of a file imports the programs route's modules for the first time, which a loaded machine
// takes seconds to transform: wait for the table longer than the default.
const programsTable = async () =>
  within(await screen.findByRole('table', { name: 'Training programs' }, { timeout: 20_000 }));

describe("the first screen's request on a first load", () => {
  it('asks for the programs list beside the session check, and the list shows that answer', async () => {
    const { calls, callsTo } = signedInWithPrograms();
    renderApp('/admin/programs?page=2&kind=personal_copies');

    expect((await programsTable()).getByText('personal_copies page 2')).toBeInTheDocument();
    expect(callsTo('GET', LIST).map((call) => call.path)).toEqual([`${LIST}?page=2&kind=personal_copies`]);
    // Sent before the session check, not after the list's modules.
    expect(calls.map((call) => call.path.split('?')[0]).slice(0, 2)).toEqual([LIST, '/api/me']);
  });

  it("sends the landing screen's request for '/', which goes to the programs list", async () => {
    const { calls, callsTo } = signedInWithPrograms();
    renderApp('/');

    expect((await programsTable()).getByText('programs page 1')).toBeInTheDocument();
    expect(callsTo('GET', LIST)).toHaveLength(1);
    expect(calls[0]!.path).toBe(`${LIST}?page=1`);
  });

  it('sends nothing early for a search, which admin-search answers', async () => {
    const { callsTo } = signedInWithPrograms();
    renderApp('/admin/programs?search=Fou');

    expect((await programsTable()).getByText('Found')).toBeInTheDocument();
    expect(callsTo('GET', LIST)).toHaveLength(0);
    expect(callsTo('GET', `${LIST}/admin-search`)).toHaveLength(1);
  });

  it('asks for a training day beside the session check, and the day shows that answer', async () => {
    setWindowWidth(1280);
    seedSession();
    const { calls, callsTo } = mockApi({
      'GET /api/me': () => envelope(createUser()),
      [`GET ${DAY_PATH}`]: () => envelope(createDay()),
    });
    renderApp(DAY_URL);

    expect(await screen.findByRole('heading', { level: 1, name: 'Day 10' })).toBeInTheDocument();
    expect(callsTo('GET', DAY_PATH)).toHaveLength(1);
    expect(calls.map((call) => call.path).slice(0, 2)).toEqual([DAY_PATH, '/api/me']);
  });

  it('sends nothing early for a training day address whose ids are not ids', async () => {
    const { calls } = signedInWithPrograms();
    renderApp('/admin/programs/3/weeks/x/days/402');

    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(calls[0]!.path).toBe('/api/me');
  });

  it('sends nothing before the sign-in without a stored session', async () => {
    const { calls } = mockApi({});
    renderApp('/admin/programs');

    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
