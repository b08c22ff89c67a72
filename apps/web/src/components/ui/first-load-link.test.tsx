import type { MouseEvent, ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  UNSAFE_createMemoryHistory as createMemoryHistory,
  unstable_HistoryRouter as HistoryRouter,
  useLocation,
} from 'react-router';
import { FirstLoadLink } from './first-load-link';

function Shown() {
  const location = useLocation();
  return (
    <p data-testid="shown">{`${location.pathname}${location.search} ${JSON.stringify(location.state)}`}</p>
  );
}

const renderAt = (path: string, link: ReactNode) => {
  const memory = createMemoryHistory({ initialEntries: [path], v5Compat: true });
  render(
    <HistoryRouter history={memory}>
      {link}
      <Shown />
    </HistoryRouter>,
  );
  return memory;
};

describe('FirstLoadLink', () => {
  it('is a link to its address that navigates client-side, pushing, with the state given', async () => {
    const memory = renderAt(
      '/auth/sign-in',
      <FirstLoadLink to="/auth/sign-in?view=forgot-password" state={{ from: 'here' }} className="link">
        Forgot Password?
      </FirstLoadLink>,
    );
    const link = screen.getByRole('link', { name: 'Forgot Password?' });
    expect(link).toHaveAttribute('href', '/auth/sign-in?view=forgot-password');
    expect(link).toHaveClass('link');

    await userEvent.click(link);

    expect(await screen.findByText('/auth/sign-in?view=forgot-password {"from":"here"}')).toBeInTheDocument();
    expect(memory.action).toBe('PUSH');
    expect(memory.index).toBe(1);
  });

  it('replaces the location when it links to the one on view, as React Router’s Link does', async () => {
    const memory = renderAt(
      '/admin/programs',
      <FirstLoadLink to="/admin/programs">Go Back Home</FirstLoadLink>,
    );

    await userEvent.click(screen.getByRole('link', { name: 'Go Back Home' }));

    expect(memory.action).toBe('REPLACE');
    expect(memory.index).toBe(0);
  });

  it('leaves a click with a modifier key or another button to the browser', () => {
    const defaultPrevented: boolean[] = [];
    // Below the link in the bubbling order: records what the link did, then keeps jsdom from navigating.
    const record = (event: MouseEvent) => {
      defaultPrevented.push(event.defaultPrevented);
      event.preventDefault();
    };
    const memory = renderAt(
      '/auth/sign-in',
      <div onClick={record} onAuxClick={record}>
        <FirstLoadLink to="/auth/reset-password">Set a new password</FirstLoadLink>
      </div>,
    );
    const link = screen.getByRole('link', { name: 'Set a new password' });

    fireEvent.click(link, { ctrlKey: true });
    fireEvent.click(link, { metaKey: true });
    fireEvent.click(link, { shiftKey: true });
    fireEvent.click(link, { button: 1 });

    expect(defaultPrevented).toEqual([false, false, false, false]);
    expect(memory.index).toBe(0);
    expect(screen.getByTestId('shown')).toHaveTextContent('/auth/sign-in null');
  });
});
