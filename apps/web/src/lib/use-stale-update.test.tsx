import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StaleUpdateNotice } from '@/components/ui/stale-update-notice';
import { ApiError } from './api-error';
import { useStaleUpdate, type VersionedRecord } from './use-stale-update';

interface Note extends VersionedRecord {
  id: number;
  text: string;
}

const STALE = 'This note was changed by someone else since you opened it. Reload to see the latest version.';
const opened: Note = { id: 1, text: 'Opened', updated_at: '2026-01-05T10:00:00.000Z' };
const latest: Note = { id: 1, text: 'Saved elsewhere', updated_at: '2026-01-05T10:05:00.123Z' };

/** A minimal edit form: one text box, a save that fails with `failure`, and the shared stale-update pieces. */
function NoteForm({
  record,
  save,
  load,
}: {
  record?: Note;
  save: (body: object) => Promise<unknown>;
  load: (note: Note) => Promise<Note>;
}) {
  const [text, setText] = useState(record?.text ?? '');
  const [error, setError] = useState<string | null>(null);
  const stale = useStaleUpdate({ record, message: STALE, load, onReloaded: (note) => setText(note.text) });
  const submit = async () => {
    setError(null);
    try {
      await save({ text, ...stale.precondition });
    } catch (failure) {
      if (!stale.catchStale(failure)) setError(failure instanceof Error ? failure.message : 'failed');
    }
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {stale.notice && (
        <div role="alert">
          <StaleUpdateNotice {...stale.notice} />
        </div>
      )}
      {error && <div role="alert">{error}</div>}
      <label>
        Text
        <input value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <button type="submit">Save</button>
    </form>
  );
}

describe('useStaleUpdate and StaleUpdateNotice', () => {
  it('sends the loaded version, offers Reload after a stale 409, and checks the next save against the latest', async () => {
    const user = userEvent.setup();
    const save = vi.fn().mockRejectedValueOnce(new ApiError(STALE, 409)).mockResolvedValueOnce(undefined);
    const load = vi.fn().mockResolvedValue(latest);
    render(<NoteForm record={opened} save={save} load={load} />);

    await user.clear(screen.getByLabelText('Text'));
    await user.type(screen.getByLabelText('Text'), 'Mine');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(save).toHaveBeenLastCalledWith({ text: 'Mine', expected_updated_at: opened.updated_at });
    expect(await screen.findByRole('alert')).toHaveTextContent(STALE);
    // The typed value stays until the admin chooses to reload.
    expect(screen.getByLabelText('Text')).toHaveValue('Mine');
    expect(load).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(load).toHaveBeenCalledWith(opened);
    await waitFor(() => expect(screen.getByLabelText('Text')).toHaveValue('Saved elsewhere'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(save).toHaveBeenLastCalledWith({
      text: 'Saved elsewhere',
      expected_updated_at: latest.updated_at,
    });
  });

  it('leaves other conflicts to the form: a 409 with another message offers no Reload', async () => {
    const user = userEvent.setup();
    const save = vi
      .fn()
      .mockRejectedValue(new ApiError('Cannot remove Week 4: it holds assigned exercises.', 409));
    render(<NoteForm record={opened} save={save} load={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Cannot remove Week 4');
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
  });

  it('keeps the banner with the failure and the Reload button when reloading fails', async () => {
    const user = userEvent.setup();
    const save = vi.fn().mockRejectedValue(new ApiError(STALE, 409));
    const load = vi.fn().mockRejectedValueOnce(new ApiError('Note not found', 404)).mockResolvedValue(latest);
    render(<NoteForm record={opened} save={save} load={load} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Reload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Note not found');
    expect(screen.getByLabelText('Text')).toHaveValue('Opened');
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByLabelText('Text')).toHaveValue('Saved elsewhere'));
  });

  it('sends no precondition when creating', async () => {
    const user = userEvent.setup();
    const save = vi.fn().mockResolvedValue(undefined);
    render(<NoteForm save={save} load={vi.fn()} />);
    await user.type(screen.getByLabelText('Text'), 'New');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(save).toHaveBeenCalledWith({ text: 'New' });
  });
});
