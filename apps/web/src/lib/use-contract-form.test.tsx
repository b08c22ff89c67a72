import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FormBanner } from '@/components/ui/form-banner';
import { ApiError } from './api-error';
import { useContractForm } from './use-contract-form';

interface Note {
  id: number;
  title: string;
  pages: number;
  updated_at: string;
}

const STALE = 'This note was changed by someone else since you opened it. Reload to see the latest version.';
const opened: Note = { id: 1, title: 'Opened', pages: 3, updated_at: '2026-01-05T10:00:00.000Z' };
const latest: Note = { id: 1, title: 'Saved elsewhere', pages: 4, updated_at: '2026-01-05T10:05:00.123Z' };

// Number inputs hold text; the schema trims the title and turns the pages into a number.
const noteSchema = z.object({
  title: z.string().trim().min(1, 'Title is required'),
  pages: z.coerce.number().int('Pages must be a whole number'),
});

interface NoteFormProps {
  record?: Note;
  save: (request: object) => Promise<unknown>;
  load?: (note: Note) => Promise<Note>;
  onSaved?: () => void;
  bannerForFieldErrors?: boolean;
}

function NoteForm({ record, save, load = vi.fn(), onSaved, bannerForFieldErrors }: NoteFormProps) {
  const { form, submit, banner } = useContractForm({
    schema: noteSchema,
    record,
    toValues: (note) => ({ title: note?.title ?? '', pages: String(note?.pages ?? '') }),
    toRequest: (output, { precondition }) => ({
      note: { ...output, title: output.title.toUpperCase() },
      ...precondition,
    }),
    save,
    onSaved,
    fields: ['title', 'pages'],
    failureMessage: (error) => `Error: ${error instanceof Error ? error.message : 'failed'}`,
    bannerForFieldErrors,
    stale: { message: STALE, load },
  });
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={submit}>
      <FormBanner banner={banner} />
      <label>
        Title
        <input {...form.register('title')} />
      </label>
      {errors.title && <p>title: {errors.title.message}</p>}
      <label>
        Pages
        <input {...form.register('pages')} />
      </label>
      {errors.pages && <p>pages: {errors.pages.message}</p>}
      <button type="submit">Save</button>
    </form>
  );
}

const setup = (props: NoteFormProps) => {
  render(<NoteForm {...props} />);
  return userEvent.setup();
};

describe('useContractForm', () => {
  it('validates with the schema, maps the output to the request and adds the precondition of an edit', async () => {
    const save = vi.fn().mockResolvedValue({ id: 1 });
    const onSaved = vi.fn();
    const user = setup({ record: opened, save, onSaved });
    expect(screen.getByLabelText('Title')).toHaveValue('Opened');

    await user.clear(screen.getByLabelText('Title'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('title: Title is required')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Title'), '  draft  ');
    await user.clear(screen.getByLabelText('Pages'));
    await user.type(screen.getByLabelText('Pages'), '12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ id: 1 }));
    expect(save).toHaveBeenCalledWith({
      note: { title: 'DRAFT', pages: 12 },
      expected_updated_at: opened.updated_at,
    });
  });

  it('sends no precondition when creating', async () => {
    const save = vi.fn().mockResolvedValue(undefined);
    const user = setup({ save });
    await user.type(screen.getByLabelText('Title'), 'New');
    await user.type(screen.getByLabelText('Pages'), '2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith({ note: { title: 'NEW', pages: 2 } }));
  });

  it("puts a 422's errors under their fields, with the server's message in the banner", async () => {
    const save = vi
      .fn()
      .mockRejectedValue(new ApiError('Title is taken', 422, { title: ['Title is taken', 'Second reason'] }));
    const user = setup({ record: opened, save });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('title: Title is taken')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Title is taken');
    expect(screen.queryByText(/Second reason/)).not.toBeInTheDocument();
  });

  it('shows no banner when every message found its field, if the form asks so; unmapped messages reach it', async () => {
    const save = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('Title is taken', 422, { title: ['Title is taken'] }))
      .mockRejectedValueOnce(
        new ApiError('The shelf is full', 422, { title: ['Title is taken'], shelf: ['The shelf is full'] }),
      );
    const user = setup({ record: opened, save, bannerForFieldErrors: false });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('title: Title is taken')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: The shelf is full');
    expect(screen.getByText('title: Title is taken')).toBeInTheDocument();
  });

  it('shows any other failure as the banner message, and clears it on the next save', async () => {
    const save = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('network down'))
      .mockResolvedValueOnce(undefined);
    const user = setup({ record: opened, save });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: network down');
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('offers Reload after a stale 409, resets the form to the latest version and checks the next save against it', async () => {
    const save = vi.fn().mockRejectedValueOnce(new ApiError(STALE, 409)).mockResolvedValueOnce(undefined);
    const load = vi.fn().mockResolvedValue(latest);
    const user = setup({ record: opened, save, load });
    await user.type(screen.getByLabelText('Title'), ' mine');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(STALE);
    expect(screen.getByLabelText('Title')).toHaveValue('Opened mine');

    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(load).toHaveBeenCalledWith(opened);
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Saved elsewhere'));
    expect(screen.getByLabelText('Pages')).toHaveValue('4');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(save).toHaveBeenLastCalledWith({
        note: { title: 'SAVED ELSEWHERE', pages: 4 },
        expected_updated_at: latest.updated_at,
      }),
    );
  });

  it('shows a 409 with another message as the banner, without Reload', async () => {
    const save = vi
      .fn()
      .mockRejectedValue(new ApiError('Cannot remove Week 4: it holds assigned exercises.', 409));
    const user = setup({ record: opened, save });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Cannot remove Week 4');
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
  });
});
