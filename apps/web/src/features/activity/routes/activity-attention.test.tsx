import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dashboardCards } from '@coachboard/contract';
import { envelope, mockApi, type RecordedCall } from '@/test/api-mock';
import { auditPage, createAuditEntry } from '@/test/audit-factories';
import { renderWithRouter } from '@/test/render-with-router';
import { adminPattern } from '@/lib/route-paths';
import { Component as ActivityRoute } from './activity-route';

const attentionOf = (call: RecordedCall) =>
  new URL(call.path, 'http://localhost').searchParams.get('attention');

describe('Activity page opened from the dashboard', () => {
  it('asks for the failed sign-ins, names the filter, and Clear filter shows the whole log', async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'GET /api/audit': () => envelope(auditPage([createAuditEntry()])) });
    const view = renderWithRouter(<ActivityRoute />, {
      path: adminPattern('activity'),
      url: '/admin/activity?attention=failed_sign_ins',
    });

    const notice = await screen.findByRole('region', { name: 'Active filter' });
    expect(notice).toHaveTextContent(dashboardCards.failed_sign_ins.title);
    expect(notice).toHaveTextContent(dashboardCards.failed_sign_ins.meaning);
    await waitFor(() => expect(api.callsTo('GET', '/api/audit')).toHaveLength(1));
    expect(attentionOf(api.callsTo('GET', '/api/audit')[0]!)).toBe('failed_sign_ins');

    await user.click(within(notice).getByRole('button', { name: 'Clear filter' }));

    await waitFor(() => expect(api.callsTo('GET', '/api/audit')).toHaveLength(2));
    expect(attentionOf(api.callsTo('GET', '/api/audit')[1]!)).toBeNull();
    expect(view.location()).toBe('/admin/activity');
    expect(screen.queryByRole('region', { name: 'Active filter' })).not.toBeInTheDocument();
  });
});
