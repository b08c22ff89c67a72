import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { communityMessages } from '@coachboard/contract';
import { ApiError } from '@/lib/api-error';
import { renderWithRouter } from '@/test/render-with-router';
import { createComment } from '../testing/community-factories';
import { CommentFormModal } from './comment-form-modal';

const renderForm = (onSubmit: (content: string) => Promise<unknown>, edit = false) => {
  const onClose = vi.fn();
  renderWithRouter(
    <CommentFormModal
      comment={edit ? createComment({ content: 'First' }) : undefined}
      onClose={onClose}
      onSubmit={onSubmit}
    />,
    { path: '/admin/community/:id', url: '/admin/community/1' },
  );
  return onClose;
};

describe('comment form', { timeout: 15_000 }, () => {
  it('refuses more than 1000 characters measured before trimming, and clears the error on typing', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderForm(onSubmit);
    const dialog = await screen.findByRole('dialog', { name: 'Add Comment' });
    const box = within(dialog).getByLabelText(/^Comment/);
    await userEvent.click(box);
    await userEvent.paste(`${'x'.repeat(999)}  `);
    expect(within(dialog).getByText('1001/1000 characters')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Comment' }));
    expect(await within(dialog).findByText(communityMessages.commentTooLong)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(box, '{Backspace}{Backspace}');
    await waitFor(() =>
      expect(within(dialog).queryByText(communityMessages.commentTooLong)).not.toBeInTheDocument(),
    );
  });

  it('edits with the current text and shows the server message on failure', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError(communityMessages.updateCommentFailed, 500);
    });
    const onClose = renderForm(onSubmit, true);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Comment' });
    expect(within(dialog).getByLabelText(/^Comment/)).toHaveValue('First');
    await userEvent.type(within(dialog).getByLabelText(/^Comment/), ' edit ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Comment' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(communityMessages.updateCommentFailed);
    expect(onSubmit).toHaveBeenCalledWith('First edit');
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });
});
