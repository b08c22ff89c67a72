import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CHECK_IN_REPLY_MAX,
  checkInReviewMessages,
  type CoachCheckIn,
  type TeamRole,
} from '@coachboard/contract';
import { envelope, errorResponse, mockApi } from '@/test/api-mock';
import { paginatorOf } from '@/test/paginator';
import { renderWithRouter } from '@/test/render-with-router';
import { adminPattern } from '@/lib/route-paths';
import { createCoachCheckIn, createOverdueCheckIn } from '@/test/check-in-factories';
import { Component as CheckInsRoute } from './check-ins-route';

const photo = (id: number, checkInId: number) => ({
  id,
  url: `/api/users/5/check-ins/${checkInId}/photos/${id}`,
  mime: 'image/jpeg',
  size: 1200,
  created_at: '2026-11-20T08:31:00.000Z',
});

const jpegResponse = () =>
  new Response(new Uint8Array([0xff, 0xd8]), { headers: { 'content-type': 'image/jpeg' } });

const renderPage = (url = '/admin/check-ins', teamRole: TeamRole = 'coach') =>
  renderWithRouter(<CheckInsRoute />, { path: adminPattern('checkIns'), url, teamRole });

describe('the Check-ins page', () => {
  beforeEach(() => {
    // jsdom has no blob addresses: the photos are shown from these.
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:photo'), revokeObjectURL: vi.fn() }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the queue oldest first with the numbers against earlier check-ins and the photos beside the first', async () => {
    const queue: CoachCheckIn[] = [
      createCoachCheckIn({
        id: 11,
        date: '2026-11-06',
        changes: { bodyweight_kg: null, waist_cm: null },
      }),
      createCoachCheckIn({
        id: 12,
        date: '2026-11-20',
        user: { id: 5 },
        check_in: { photos: [photo(3, 12)], notes: 'Knee a bit sore' },
        first: { id: 9, date: '2026-09-01', photos: [photo(1, 9)] },
      }),
    ];
    const api = mockApi({
      'GET /api/check-ins/to-review': () => envelope(paginatorOf(queue, { perPage: 20 })),
      // Bytes, not jsdom's Blob: Node 22's Response does not read a jsdom Blob as a body.
      'GET /api/users/5/check-ins/12/photos/3': () => jpegResponse(),
      'GET /api/users/5/check-ins/9/photos/1': () => jpegResponse(),
    });
    renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Check-ins' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'To review' })).toHaveAttribute('aria-pressed', 'true');
    const entries = await screen.findAllByRole('article');
    expect(entries.map((entry) => within(entry).getByRole('heading').textContent)).toEqual([
      'Anna Berg · Nov 6, 2026',
      'Anna Berg · Nov 20, 2026',
    ]);
    const latest = within(entries[1]!);
    expect(latest.getByText('-0.4 kg since Nov 13, 2026')).toBeInTheDocument();
    expect(latest.getByText('-1.5 cm since Nov 6, 2026')).toBeInTheDocument();
    expect(latest.getByText('79 kg')).toBeInTheDocument();
    expect(latest.getByText('Knee a bit sore')).toBeInTheDocument();
    // The first check-in's photos beside this one's, fetched with the token from the private route.
    expect(
      await latest.findByRole('img', { name: 'First check-in photo 1 of 1, Sep 1, 2026' }),
    ).toHaveAttribute('src', 'blob:photo');
    expect(
      await latest.findByRole('img', { name: 'This check-in photo 1 of 1, Nov 20, 2026' }),
    ).toBeInTheDocument();
    const photoCall = api.callsTo('GET', '/api/users/5/check-ins/12/photos/3')[0];
    expect(photoCall?.headers.get('Authorization')).toMatch(/^Bearer/);
    // No change shown where there is nothing to compare with.
    expect(within(entries[0]!).queryByText(/since/)).not.toBeInTheDocument();
    expect(latest.getByRole('link', { name: 'Anna Berg' })).toHaveAttribute(
      'href',
      '/admin/users/5?tab=check-ins',
    );
  });

  it("'Mark reviewed' sends the reply, and the check-in leaves the queue", async () => {
    let queue = [createCoachCheckIn({ id: 11 }), createCoachCheckIn({ id: 12, date: '2026-11-21' })];
    const api = mockApi({
      'GET /api/check-ins/to-review': () => envelope(paginatorOf(queue, { perPage: 20 })),
      'GET /api/dashboard': () => envelope({}),
      'POST /api/check-ins/11/review': (call) => {
        const reviewed = queue[0]!;
        queue = queue.slice(1);
        return envelope(
          {
            ...reviewed,
            check_in: {
              ...reviewed.check_in,
              review: {
                reviewed_at: '2026-11-22T10:00:00.000Z',
                reviewed_by: { id: 2, name: 'Casey Coach' },
                reply: (call.body as { reply: string | null }).reply,
              },
            },
          },
          checkInReviewMessages.reviewed,
        );
      },
    });
    const user = userEvent.setup();
    renderPage();

    const [first] = await screen.findAllByRole('article');
    await user.click(within(first!).getByRole('button', { name: 'Mark reviewed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark reviewed' });
    await user.type(within(dialog).getByLabelText('Reply'), '  Great week, keep going  ');
    await user.click(within(dialog).getByRole('button', { name: 'Mark reviewed' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', '/api/check-ins/11/review')[0]?.body).toEqual({
      reply: 'Great week, keep going',
    });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(within(screen.getByRole('article')).getByRole('heading').textContent).toBe(
      'Anna Berg · Nov 21, 2026',
    );
  });

  it('keeps the dialog open with the field message when the reply is too long', async () => {
    const api = mockApi({
      'GET /api/check-ins/to-review': () =>
        envelope(paginatorOf([createCoachCheckIn({ id: 11 })], { perPage: 20 })),
      'POST /api/check-ins/11/review': () =>
        errorResponse(422, 'Validation failed', { reply: [checkInReviewMessages.replyTooLong] }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Mark reviewed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark reviewed' });
    const reply = within(dialog).getByLabelText('Reply');
    await user.click(reply);
    await user.paste('x'.repeat(CHECK_IN_REPLY_MAX + 1));
    await user.click(within(dialog).getByRole('button', { name: 'Mark reviewed' }));
    expect(await within(dialog).findByText(checkInReviewMessages.replyTooLong)).toBeInTheDocument();
    // Refused before sending: the contract's own limit.
    expect(api.callsTo('POST', '/api/check-ins/11/review')).toHaveLength(0);
  });

  it("'Overdue' lists the overdue users from the URL's filter, each opening their Check-ins tab", async () => {
    mockApi({
      'GET /api/check-ins/overdue': () => envelope(paginatorOf([createOverdueCheckIn()], { perPage: 20 })),
    });
    const user = userEvent.setup();
    renderPage('/admin/check-ins?status=overdue');
    expect(await screen.findByRole('heading', { name: 'Overdue check-ins' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Overdue' })).toHaveAttribute('aria-pressed', 'true');
    // The table and its narrow-window cards both name the user.
    const [link] = await screen.findAllByRole('link', { name: 'Ben Okafor' });
    expect(link).toHaveAttribute('href', '/admin/users/8?tab=check-ins');
    expect(screen.getAllByText('Nov 16, 2026').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Monday, every 2 weeks').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'To review' }));
    expect(await screen.findByRole('heading', { name: 'Check-ins to review' })).toBeInTheDocument();
  });
});
