import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/feedback/toast';
import { envelope, errorResponse, mockApi } from '@/test/api-mock';
import { useMovedToTrash, type MovedToTrash } from './use-moved-to-trash';

function DeleteButton({ moved }: { moved: MovedToTrash }) {
  const movedToTrash = useMovedToTrash({ invalidate: [['programs']] });
  return (
    <button type="button" onClick={() => movedToTrash(moved)}>
      Pretend delete
    </button>
  );
}

const renderToasts = (moved: MovedToTrash) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <DeleteButton moved={moved} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  act(() => screen.getByRole('button', { name: 'Pretend delete' }).click());
  return { invalidate };
};

/** Lets the restore's promise chain (fetch, body, envelope) settle under fake timers. */
const settle = async () => {
  for (let turn = 0; turn < 10; turn += 1) await act(() => Promise.resolve());
};

afterEach(() => {
  vi.useRealTimers();
});

describe('the Moved to trash toast', () => {
  it('is still there at 10 s, Undo restores the record and refreshes the area, then it says Restored', async () => {
    vi.useFakeTimers();
    const api = mockApi({
      'POST /api/trash/program/7/restore': () => envelope({ type: 'program', id: 7, name: 'Strength Base' }),
    });
    const { invalidate } = renderToasts({ record: { type: 'program', id: 7 } });

    expect(screen.getByRole('status')).toHaveTextContent('Moved to trash');
    act(() => vi.advanceTimersByTime(10_000));
    const undo = screen.getByRole('button', { name: 'Undo' });
    act(() => undo.click());
    await settle();

    expect(api.callsTo('POST', '/api/trash/program/7/restore')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Restored');
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledWith(expect.objectContaining({ queryKey: ['programs'] }));
  });

  it('goes after 12 s, but not while hovered', async () => {
    vi.useFakeTimers();
    mockApi({});
    renderToasts({ record: { type: 'exercise', id: 3 } });
    const toast = screen.getByRole('status');

    act(() => vi.advanceTimersByTime(6_000));
    act(() => toast.dispatchEvent(new MouseEvent('mouseover', { bubbles: true })));
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();

    act(() => toast.dispatchEvent(new MouseEvent('mouseout', { bubbles: true })));
    act(() => vi.advanceTimersByTime(5_000));
    expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1_500));
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  it('counts a bulk delete and its Undo restores the batch', async () => {
    vi.useFakeTimers();
    const api = mockApi({ 'POST /api/trash/batches/b-1/restore': () => envelope({ restored: 3 }) });
    renderToasts({ batch: { type: 'exercise', batch_id: 'b-1', count: 3, skipped: 0 } });

    expect(screen.getByRole('status')).toHaveTextContent('3 exercises moved to trash');
    act(() => screen.getByRole('button', { name: 'Undo' }).click());
    await settle();
    expect(api.callsTo('POST', '/api/trash/batches/b-1/restore')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Restored');
  });

  it("shows a clash's 409 message when the Undo cannot restore", async () => {
    vi.useFakeTimers();
    const clash = 'Cannot restore: another active user now uses this email';
    mockApi({ 'POST /api/trash/user/4/restore': () => errorResponse(409, clash) });
    renderToasts({ record: { type: 'user', id: 4 } });

    act(() => screen.getByRole('button', { name: 'Undo' }).click());
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent(clash);
  });
});
