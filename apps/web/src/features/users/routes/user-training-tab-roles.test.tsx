import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TeamRole } from '@coachboard/contract';
import { envelope } from '@/test/api-mock';
import { expectNoTab, openTab, renderUserDetail } from '../testing/user-detail-tabs';

const renderDetail = (teamRole: TeamRole) =>
  renderUserDetail(teamRole, {
    'GET /api/users/7/training-calendar': () =>
      envelope({ user_id: 7, from: '2026-09-07', to: '2026-11-29', today: '2026-11-29', days: [] }),
  });

describe("the user detail's Training tab, by team role", { timeout: 15_000 }, () => {
  it.each(['owner', 'coach'] as const)(
    'is there for %s and reads the calendar when opened',
    async (teamRole) => {
      const api = renderDetail(teamRole);
      await openTab('Training');
      expect(await screen.findByRole('table', { name: 'Last 12 weeks of training' })).toBeInTheDocument();
      expect(api.callsTo('GET', '/api/users/7/training-calendar')).toHaveLength(1);
    },
  );

  it('is hidden from moderators, who may not read compliance, and nothing of it is asked', async () => {
    const api = renderDetail('moderator');
    await expectNoTab('Training');
    expect(api.callsTo('GET', '/api/users/7/compliance')).toHaveLength(0);
    expect(api.callsTo('GET', '/api/users/7/training-calendar')).toHaveLength(0);
  });
});
