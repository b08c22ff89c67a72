import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

function Harness({ onConfirm, isConfirming = false }: { onConfirm: () => void; isConfirming?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Remove thing
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete Program"
        message="Are you sure you want to delete this training program?"
        onConfirm={onConfirm}
        isConfirming={isConfirming}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('is an alert dialog named by its title and described by its message', async () => {
    const user = userEvent.setup();
    render(<Harness onConfirm={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Remove thing' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Program' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this training program?');
  });

  it('confirms with the confirm button', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Remove thing' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('closes with Cancel or Escape without confirming and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: 'Remove thing' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('cannot be dismissed while the action runs', async () => {
    const user = userEvent.setup();
    render(<Harness onConfirm={vi.fn()} isConfirming />);
    await user.click(screen.getByRole('button', { name: 'Remove thing' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });
});
