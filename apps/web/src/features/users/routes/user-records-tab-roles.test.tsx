import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TeamRole } from '@coachboard/contract';
import { envelope } from '@/test/api-mock';
import { expectNoTab, openTab, renderUserDetail } from '../testing/user-detail-tabs';

const renderDetail = (teamRole: TeamRole) =>
  renderUserDetail(teamRole, {
    'GET /api/users/7/records': () => envelope({ exercises: [], record_sessions: [] }),
  });

describe("the user detail's Records tab, by team role", { timeout: 15_000 }, () => {
  it.each(['owner', 'coach'] as const)(
    'is there for %s and reads the records when opened',
    async (teamRole) => {
      const api = renderDetail(teamRole);
      await openTab('Records');
      expect(await screen.findByText('No records yet')).toBeInTheDocument();
      expect(api.callsTo('GET', '/api/users/7/records')).toHaveLength(1);
    },
  );

  it('is hidden from moderators, who may not read records', async () => {
    const api = renderDetail('moderator');
    await expectNoTab('Records');
    expect(api.callsTo('GET', '/api/users/7/records')).toHaveLength(0);
  });
});
