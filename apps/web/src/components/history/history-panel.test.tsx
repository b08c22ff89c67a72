import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { auditMessages } from '@coachboard/contract';
import { envelope, errorResponse, mockApi, type RecordedCall } from '@/test/api-mock';
import { auditPage, createAuditEntry } from '@/test/audit-factories';
import { renderWithRouter } from '@/test/render-with-router';
import { adminPattern } from '@/lib/route-paths';
import { HistoryPanel } from './history-panel';

const queryOf = (call: RecordedCall) =>
  Object.fromEntries(new URL(call.path, 'http://localhost').searchParams);

const renameEntry = createAuditEntry({
  id: 11,
  changes: { name: { before: 'Strength', after: 'Strength Base' } },
  revertable: true,
});
const createdEntry = createAuditEntry({
  id: 10,
  action: 'create',
  changes: null,
  at: new Date(new Date().getFullYear(), 4, 1, 8, 5).toISOString(),
});

const showHistory = () =>
  userEvent.setup().click(screen.getByRole('button', { name: auditMessages.showHistory }));

/** The panel, opened: it is closed until the admin asks for it. */
const renderPanel = async (onReverted = vi.fn()) => {
  const view = renderWithRouter(<HistoryPanel type="program" id={3} onReverted={onReverted} />, {
    path: adminPattern('programDetail'),
    url: '/admin/programs/3',
  });
  await showHistory();
  return { ...view, onReverted };
};

const history = () => screen.findByRole('list', { name: 'History entries' });

describe('History panel', () => {
  it('stays closed, and reads nothing, until the admin opens it; then closes again', async () => {
    const api = mockApi({ 'GET /api/audit': () => envelope(auditPage([renameEntry])) });
    renderWithRouter(<HistoryPanel type="program" id={3} />, {
      path: adminPattern('programDetail'),
      url: '/admin/programs/3',
    });
    const toggle = screen.getByRole('button', { name: auditMessages.showHistory });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/Strength Base/)).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/audit')).toHaveLength(0);

    await showHistory();
    expect(within(await history()).getAllByRole('listitem')).toHaveLength(1);
    const hide = screen.getByRole('button', { name: auditMessages.hideHistory });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    await userEvent.setup().click(hide);
    expect(screen.queryByRole('list', { name: 'History entries' })).not.toBeInTheDocument();
  });

  it("lists the record's entries, newest first, with Revert only where the API allows it", async () => {
    const api = mockApi({ 'GET /api/audit': () => envelope(auditPage([renameEntry, createdEntry])) });
    await renderPanel();

    expect(screen.getByRole('heading', { name: 'History' })).toBeInTheDocument();
    const items = within(await history()).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(
      'Jane Smith changed the program "Strength Base": name "Strength" → "Strength Base"',
    );
    const year = new Date().getFullYear();
    expect(items[0]).toHaveTextContent(`May 12, ${year}, 10:42 AM`);
    expect(items[1]).toHaveTextContent('Jane Smith created the program "Strength Base"');
    expect(items[1]).toHaveTextContent(`May 1, ${year}, 8:05 AM`);
    expect(within(items[0]!).getByRole('button', { name: 'Revert' })).toBeInTheDocument();
    expect(within(items[1]!).queryByRole('button', { name: 'Revert' })).not.toBeInTheDocument();
    expect(queryOf(api.callsTo('GET', '/api/audit')[0]!)).toEqual({
      type: 'program',
      id: '3',
      per_page: '20',
    });
  });

  it('reverts after a confirmation, then lets the screen reload the record', async () => {
    const user = userEvent.setup();
    let reverted = false;
    const revertEntry = createAuditEntry({
      id: 12,
      action: 'revert',
      changes: { name: { before: 'Strength Base', after: 'Strength' } },
      reverts_entry_id: 11,
    });
    const api = mockApi({
      'GET /api/audit': () =>
        envelope(
          auditPage(reverted ? [revertEntry, renameEntry, createdEntry] : [renameEntry, createdEntry]),
        ),
      'POST /api/audit/11/revert': () => {
        reverted = true;
        return envelope(revertEntry);
      },
    });
    const { onReverted } = await renderPanel();

    await user.click(within(await history()).getByRole('button', { name: 'Revert' }));
    const dialog = await screen.findByRole('alertdialog', { name: auditMessages.revertTitle });
    expect(dialog).toHaveTextContent('name "Strength" → "Strength Base"');
    expect(api.callsTo('POST', '/api/audit/11/revert')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Revert' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', '/api/audit/11/revert')).toHaveLength(1);
    expect(onReverted).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent(auditMessages.reverted);
    expect(await screen.findByText(/Jane Smith reverted the program/)).toBeInTheDocument();
  });

  it("shows a 409's message in the dialog and changes nothing", async () => {
    const user = userEvent.setup();
    const refusal = 'Sam Lee changed name on May 13, 2026, 9:00 AM UTC (entry 48213); revert that first';
    mockApi({
      'GET /api/audit': () => envelope(auditPage([renameEntry])),
      'POST /api/audit/11/revert': () => errorResponse(409, refusal),
    });
    const { onReverted } = await renderPanel();

    await user.click(within(await history()).getByRole('button', { name: 'Revert' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Revert' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(dialog).toBeInTheDocument();
    expect(onReverted).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.queryByText(auditMessages.reverted)).not.toBeInTheDocument();
  });

  it('reads older entries by cursor', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/audit': (call) =>
        envelope(queryOf(call).cursor === 'c2' ? auditPage([createdEntry]) : auditPage([renameEntry], 'c2')),
    });
    await renderPanel();

    expect(within(await history()).getAllByRole('listitem')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: auditMessages.showOlder }));
    await waitFor(() => expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(2));
    expect(queryOf(api.callsTo('GET', '/api/audit')[1]!).cursor).toBe('c2');
    expect(screen.queryByRole('button', { name: auditMessages.showOlder })).not.toBeInTheDocument();
  });

  it('says so when the record has no entries', async () => {
    mockApi({ 'GET /api/audit': () => envelope(auditPage([])) });
    await renderPanel();
    expect(await screen.findByText(auditMessages.historyEmpty)).toBeInTheDocument();
  });

  it('is read again each time the detail it follows is', async () => {
    let name = 'Strength';
    const api = mockApi({
      'GET /api/audit': () => envelope(auditPage([renameEntry])),
      'GET /api/detail': () => envelope({ name }),
    });
    const detailKey = ['programs', 'detail', 3] as const;
    function Detail() {
      useQuery({ queryKey: detailKey, queryFn: () => fetch('/api/detail').then((r) => r.json()) });
      return <HistoryPanel type="program" id={3} follows={detailKey} />;
    }
    const view = renderWithRouter(<Detail />, {
      path: adminPattern('programDetail'),
      url: '/admin/programs/3',
    });
    await showHistory();
    await history();
    await waitFor(() => expect(api.callsTo('GET', '/api/detail')).toHaveLength(1));
    const before = api.callsTo('GET', '/api/audit').length;

    name = 'Strength Base';
    await act(() => view.queryClient.invalidateQueries({ queryKey: detailKey }));
    await waitFor(() => expect(api.callsTo('GET', '/api/audit').length).toBeGreaterThan(before));
  });
});
