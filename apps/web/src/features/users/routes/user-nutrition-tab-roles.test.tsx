import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TeamRole } from '@coachboard/contract';
import { envelope } from '@/test/api-mock';
import { paginatorOf } from '@/test/paginator';
import { expectNoTab, openTab, renderUserDetail } from '../testing/user-detail-tabs';

const renderDetail = (teamRole: TeamRole) =>
  renderUserDetail(teamRole, {
    'GET /api/users/7/nutrition': () => envelope({ user_id: 7, targets: null }),
    'GET /api/users/7/nutrition/day': () =>
      envelope({
        date: '2026-11-29',
        profile: 'none',
        program: null,
        week_number: null,
        day_number: null,
        targets: null,
        has_targets: false,
      }),
    'GET /api/nutrition-templates': () => envelope(paginatorOf([], { perPage: 100, total: 0 })),
  });

describe("the user detail's Nutrition tab, by team role", { timeout: 15_000 }, () => {
  it.each(['owner', 'coach'] as const)(
    'is there for %s and reads the targets when opened',
    async (teamRole) => {
      const api = renderDetail(teamRole);
      await openTab('Nutrition');
      expect(await screen.findByText('Today: no program')).toBeInTheDocument();
      expect(await screen.findByText('No nutrition targets yet')).toBeInTheDocument();
      expect(api.callsTo('GET', '/api/users/7/nutrition')).toHaveLength(1);
    },
  );

  it('is hidden from moderators, who read nothing of nutrition', async () => {
    const api = renderDetail('moderator');
    await expectNoTab('Nutrition');
    expect(api.callsTo('GET', '/api/users/7/nutrition')).toHaveLength(0);
    expect(api.callsTo('GET', '/api/users/7/nutrition/day')).toHaveLength(0);
  });
});
