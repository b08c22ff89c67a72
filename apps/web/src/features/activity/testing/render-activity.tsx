import type { TeamDirectoryEntry, TeamRole } from '@coachboard/contract';
import { envelope, type RecordedCall } from '@/test/api-mock';
import { paginatorOf } from '@/test/paginator';
import { renderWithRouter } from '@/test/render-with-router';
import { adminPattern } from '@/lib/route-paths';
import { Component as ActivityRoute } from '../routes/activity-route';

export const jane: TeamDirectoryEntry = {
  id: 7,
  name: 'Jane Smith',
  email: 'jane@example.com',
  team_role: 'coach',
};
export const DIRECTORY = '/api/team/directory';

export const queryOf = (call: RecordedCall) => new URL(call.path, 'http://localhost').searchParams;

/** The team directory: Jane when asked for her id or any search, nobody else. */
export const directory = (call: RecordedCall) =>
  envelope(paginatorOf(['7', null].includes(queryOf(call).get('id')) ? [jane] : []));

export const renderActivity = (url = '/admin/activity', teamRole?: TeamRole) =>
  renderWithRouter(<ActivityRoute />, {
    path: adminPattern('activity'),
    url,
    ...(teamRole ? { teamRole } : {}),
  });
