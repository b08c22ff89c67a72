import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchBar } from './search-bar';

/** Holds the committed term like a list screen would (in its URL). */
function Harness({
  initialTerm = '',
  onSearch = vi.fn(),
}: {
  initialTerm?: string;
  onSearch?: (term: string) => void;
}) {
  const [term, setTerm] = useState(initialTerm);
  return (
    <SearchBar
      term={term}
      onSearch={(next) => {
        onSearch(next);
        setTerm(next);
      }}
      onClear={() => setTerm('')}
      label="Search programs"
    />
  );
}

const box = () => screen.getByRole('searchbox', { name: 'Search programs' });

describe('SearchBar', () => {
  it('submits the trimmed term with the button or Enter', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(<Harness onSearch={onSearch} />);
    await user.type(box(), '  strength  ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.type(box(), '{Enter}');
    expect(onSearch.mock.calls).toEqual([['strength'], ['strength']]);
  });

  it('shows the search-mode line for the committed term only', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(box(), 'push');
    expect(screen.queryByText(/Showing search results/)).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Showing search results for "push"');
    expect(box()).toHaveAccessibleDescription('Showing search results for "push"');
  });

  it('submits an empty term when the box holds only spaces, which leaves search mode', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(<Harness initialTerm="yoga" onSearch={onSearch} />);
    expect(box()).toHaveValue('yoga');
    await user.clear(box());
    await user.type(box(), '   {Enter}');
    expect(onSearch).toHaveBeenCalledWith('');
    expect(screen.queryByText(/Showing search results/)).not.toBeInTheDocument();
  });

  it('Clear empties the box and leaves search mode', async () => {
    const user = userEvent.setup();
    render(<Harness initialTerm="strength" />);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(box()).toHaveValue('');
    expect(screen.queryByText(/Showing search results/)).not.toBeInTheDocument();
  });

  it('follows the term when it changes from outside (back, forward)', () => {
    const { rerender } = render(
      <SearchBar term="a" onSearch={vi.fn()} onClear={vi.fn()} label="Search programs" />,
    );
    rerender(<SearchBar term="b" onSearch={vi.fn()} onClear={vi.fn()} label="Search programs" />);
    expect(box()).toHaveValue('b');
  });

  it('has nothing to clear outside search mode with an empty box', () => {
    render(<Harness />);
    expect(screen.getByRole('button', { name: 'Clear' })).toBeDisabled();
  });
});
