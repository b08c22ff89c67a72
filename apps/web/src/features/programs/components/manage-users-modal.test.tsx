import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { UserSummary } from '@coachboard/contract';
import { envelope, errorResponse, mockApi, type MockHandler, type RecordedCall } from '@/test/api-mock';
import { createProgramDetail } from '../testing/program-factories';
import { paginatorOf } from '@/test/paginator';
import { createUserSummary } from '@/test/user-factories';
import { renderWithRouter } from '@/test/render-with-router';
import { ManageUsersModal } from './manage-users-modal';

const PROGRAM = '/api/training-programs/5';
const AVAILABLE = '/api/training-programs/5/available-users';
const ASSIGNED = '/api/training-programs/5/assigned-users';
const queryOf = (call: RecordedCall) => new URL(call.path, 'http://localhost').searchParams;

const alice = createUserSummary({
  id: 1,
  first_name: 'Alice',
  last_name: 'Smith',
  email: 'alice@example.com',
});
const bob = createUserSummary({ id: 2, first_name: 'Bob', last_name: 'Jones', email: 'bob@gym.io' });
const carol = createUserSummary({
  id: 3,
  first_name: 'Carol',
  last_name: 'King',
  email: 'carol@example.com',
});
const others = Array.from({ length: 44 }, (_, index) =>
  createUserSummary({
    id: 100 + index,
    first_name: 'Member',
    last_name: `${index}`,
    email: `m${index}@club.org`,
  }),
);

/** A searchable, paged list of users, as the two pickers answer. */
const pageOf = (users: UserSummary[], call: RecordedCall) => {
  const params = queryOf(call);
  const term = (params.get('search') ?? '').toLowerCase();
  const page = Number(params.get('page'));
  const perPage = Number(params.get('per_page'));
  const found = users.filter((user) =>
    [user.first_name, user.last_name, user.email].some((value) => value?.toLowerCase().includes(term)),
  );
  return envelope({
    ...paginatorOf(found.slice((page - 1) * perPage, page * perPage), { page, perPage, total: found.length }),
  });
};

/** An assigned user as the assigned-users list sends them: with the assignment. */
const withAssignment = (user: UserSummary) => ({
  ...user,
  program_id: 5,
  start_date: '2026-01-05',
  mode: 'linked',
  ends_on: '2026-02-02',
});

/** The server side: the program's users and a searchable, paged pool of everyone else. */
const mockServer = (extra: Record<string, MockHandler> = {}) => {
  let assigned: UserSummary[] = [alice, bob];
  const pool = () => [carol, ...others].filter((user) => !assigned.some((a) => a.id === user.id));
  return mockApi({
    [`GET ${PROGRAM}`]: () => envelope(createProgramDetail({ id: 5, name: 'Summer Shred', users: assigned })),
    [`GET ${ASSIGNED}`]: (call) => pageOf(assigned.map(withAssignment), call),
    [`GET ${AVAILABLE}`]: (call) => pageOf(pool(), call),
    [`POST ${PROGRAM}/assign-user/3`]: () => {
      assigned = [...assigned, carol];
      return envelope(carol);
    },
    [`DELETE ${PROGRAM}/unassign-user/2`]: () => {
      assigned = assigned.filter((user) => user.id !== 2);
      return envelope(bob);
    },
    ...extra,
  });
};

const renderModal = () => {
  const onClose = vi.fn();
  renderWithRouter(<ManageUsersModal programId={5} programName="Summer Shred" onClose={onClose} />, {
    path: '/',
    url: '/',
  });
  return { onClose, user: userEvent.setup() };
};

const column = (name: string) => within(screen.getByRole('region', { name }));
const namesIn = (name: string) =>
  column(name)
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent)
    .filter(Boolean);

describe('ManageUsersModal', { timeout: 15_000 }, () => {
  it('shows the program name, the available users page by page and the assigned users', async () => {
    const api = mockServer();
    renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Manage Users' });
    expect(dialog).toHaveAccessibleDescription('Summer Shred');
    await waitFor(() => expect(namesIn('Assigned Users')).toEqual(['Alice Smith', 'Bob Jones']));
    await waitFor(() => expect(namesIn('Available Users')).toHaveLength(20));
    expect(namesIn('Available Users')[0]).toBe('Carol King');

    const firstPage = queryOf(api.callsTo('GET', AVAILABLE)[0]!);
    expect(firstPage.get('page')).toBe('1');
    expect(firstPage.get('per_page')).toBe('20');

    await userEvent.setup().click(column('Available Users').getByRole('button', { name: 'Load more users' }));
    await waitFor(() => expect(namesIn('Available Users')).toHaveLength(40));
    expect(queryOf(api.callsTo('GET', AVAILABLE)[1]!).get('page')).toBe('2');
  });

  it('filters both columns: assigned users locally, available users on the server', async () => {
    const api = mockServer();
    const { user } = renderModal();
    await waitFor(() => expect(namesIn('Assigned Users')).toHaveLength(2));
    await user.type(screen.getByRole('searchbox', { name: 'Search users by name or email' }), 'EXAMPLE');

    expect(namesIn('Assigned Users')).toEqual(['Alice Smith']);
    await waitFor(() => expect(namesIn('Available Users')).toEqual(['Carol King']));
    expect(queryOf(api.callsTo('GET', AVAILABLE).at(-1)!).get('search')).toBe('EXAMPLE');
    expect(screen.getByPlaceholderText('Search users by name or email...')).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'jones');
    expect(namesIn('Assigned Users')).toEqual(['Bob Jones']);
    await waitFor(() =>
      expect(
        column('Available Users').getByText('No available users match your search.'),
      ).toBeInTheDocument(),
    );
  });

  it('assigns a user, moves them to Assigned Users and says so', async () => {
    const api = mockServer();
    const { user, onClose } = renderModal();
    await user.click(await column('Available Users').findByRole('button', { name: 'Assign Carol King' }));

    expect(await screen.findByText('Carol King assigned successfully!')).toBeInTheDocument();
    expect(api.callsTo('POST', `${PROGRAM}/assign-user/3`)).toHaveLength(1);
    expect(namesIn('Assigned Users')).toEqual(['Alice Smith', 'Bob Jones', 'Carol King']);
    expect(namesIn('Available Users')).not.toContain('Carol King');

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledWith(true);
  });

  it('removes a user, moves them to Available Users and says so', async () => {
    mockServer();
    const { user } = renderModal();
    await user.click(await column('Assigned Users').findByRole('button', { name: 'Remove Bob Jones' }));

    expect(await screen.findByText('Bob Jones removed successfully!')).toBeInTheDocument();
    expect(namesIn('Assigned Users')).toEqual(['Alice Smith']);
    expect(namesIn('Available Users')[0]).toBe('Bob Jones');
  });

  it('reports failed moves and leaves the lists as they were', async () => {
    mockServer({
      [`POST ${PROGRAM}/assign-user/3`]: () => errorResponse(500, 'boom'),
      [`DELETE ${PROGRAM}/unassign-user/2`]: () => errorResponse(500, 'boom'),
    });
    const { user, onClose } = renderModal();
    await user.click(await column('Available Users').findByRole('button', { name: 'Assign Carol King' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to assign item');
    await user.click(column('Assigned Users').getByRole('button', { name: 'Remove Bob Jones' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to remove item'));
    expect(namesIn('Assigned Users')).toEqual(['Alice Smith', 'Bob Jones']);

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledWith(false);
  });

  it('says when users cannot be loaded', async () => {
    mockServer({ [`GET ${AVAILABLE}`]: () => errorResponse(500, 'down') });
    renderModal();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load users. Please try again.');
  });

  it('pages the assigned users from the server and keeps their count with the moves', async () => {
    const api = mockServer({
      [`GET ${ASSIGNED}`]: (call) => pageOf([alice, bob, ...others.slice(0, 23)], call),
      [`POST ${PROGRAM}/assign-user/3`]: () => envelope(carol),
    });
    const { user } = renderModal();
    await waitFor(() => expect(namesIn('Assigned Users')).toHaveLength(20));
    const badge = () =>
      within(screen.getByRole('heading', { name: 'Assigned Users' }).parentElement!).getByText(/^\d+$/);
    expect(badge()).toHaveTextContent('25');
    expect(queryOf(api.callsTo('GET', ASSIGNED)[0]!).get('per_page')).toBe('20');

    await user.click(column('Assigned Users').getByRole('button', { name: 'Load more users' }));
    await waitFor(() => expect(namesIn('Assigned Users')).toHaveLength(25));
    expect(queryOf(api.callsTo('GET', ASSIGNED).at(-1)!).get('page')).toBe('2');

    await user.click(column('Available Users').getByRole('button', { name: 'Assign Carol King' }));
    expect(await screen.findByText('Carol King assigned successfully!')).toBeInTheDocument();
    expect(badge()).toHaveTextContent('26');
    expect(namesIn('Assigned Users').at(-1)).toBe('Carol King');
  });

  it('closes with Escape too, telling the page nothing changed', async () => {
    mockServer();
    const { user, onClose } = renderModal();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledWith(false);
  });
});
