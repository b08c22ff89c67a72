import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination, pageWindow, type PaginationProps } from './pagination';

const renderPagination = (overrides: Partial<PaginationProps> = {}) => {
  const onPageChange = vi.fn();
  const props: PaginationProps = {
    currentPage: 1,
    lastPage: 10,
    total: 295,
    perPage: 30,
    itemLabel: 'programs',
    onPageChange,
    ...overrides,
  };
  render(<Pagination {...props} />);
  return { onPageChange };
};

const fullBar = () => within(screen.getByTestId('pagination-full'));
const pageNumbers = () =>
  fullBar()
    .getAllByRole('button', { name: /^Page \d+$/ })
    .map((button) => Number(button.textContent));

describe('pageWindow', () => {
  it('shows at most five pages around the current one, shifted to stay within the range', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 1)).toEqual([1]);
  });
});

describe('Pagination', () => {
  it('summarises the range as "Showing X to Y of Z programs"', () => {
    renderPagination({ currentPage: 2 });
    expect(screen.getByText('Showing 31 to 60 of 295 programs')).toBeInTheDocument();
  });

  it('groups large numbers for people: "Showing 1 to 50 of 200,002 users"', () => {
    renderPagination({ total: 200002, perPage: 50, lastPage: 4001, itemLabel: 'users' });
    expect(screen.getByText('Showing 1 to 50 of 200,002 users')).toBeInTheDocument();
  });

  it('says when the total is a lower bound', () => {
    renderPagination({
      total: 10000,
      perPage: 50,
      lastPage: 200,
      itemLabel: 'users',
      totalQualifier: 'at least',
    });
    expect(screen.getByText('Showing 1 to 50 of at least 10,000 users')).toBeInTheDocument();
  });

  it('can show the first and last page numbers behind ellipses under its own name, on every screen', async () => {
    const { onPageChange } = renderPagination({
      currentPage: 5,
      edges: 'page-numbers',
      label: 'Comments pagination',
      itemLabel: 'results',
    });
    const bar = within(screen.getByRole('navigation', { name: 'Comments pagination' }));
    expect(
      bar.getAllByRole('button', { name: /^Page \d+$/ }).map((button) => Number(button.textContent)),
    ).toEqual([1, 3, 4, 5, 6, 7, 10]);
    expect(bar.getAllByText('…')).toHaveLength(2);
    expect(bar.queryByRole('button', { name: 'First page' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('pagination-compact')).not.toBeInTheDocument();
    await userEvent.click(bar.getByRole('button', { name: 'Page 10' }));
    expect(onPageChange).toHaveBeenCalledWith(10);
  });

  it('uses the range the paginator sends and stops at the total on the last page', () => {
    renderPagination({ currentPage: 10, from: 271, to: 295 });
    expect(screen.getByText('Showing 271 to 295 of 295 programs')).toBeInTheDocument();
  });

  it('adds "(search results)" in search mode', () => {
    renderPagination({ summarySuffix: '(search results)' });
    expect(screen.getByText('Showing 1 to 30 of 295 programs (search results)')).toBeInTheDocument();
  });

  it('is hidden when everything fits on one page outside search mode', () => {
    renderPagination({ lastPage: 1, total: 12 });
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('stays visible on a single page in search mode', () => {
    renderPagination({ lastPage: 1, total: 3, alwaysVisible: true, summarySuffix: '(search results)' });
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 3 of 3 programs (search results)')).toBeInTheDocument();
  });

  it('reads 0 to 0 when a search finds nothing', () => {
    renderPagination({ lastPage: 1, total: 0, alwaysVisible: true, summarySuffix: '(search results)' });
    expect(screen.getByText('Showing 0 to 0 of 0 programs (search results)')).toBeInTheDocument();
  });

  it('shows up to five page numbers and marks the current page', () => {
    renderPagination({ currentPage: 6 });
    expect(pageNumbers()).toEqual([4, 5, 6, 7, 8]);
    expect(fullBar().getByRole('button', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
    expect(fullBar().getByRole('button', { name: 'Page 5' })).not.toHaveAttribute('aria-current');
  });

  it('goes to the first, previous, a numbered, next and last page', async () => {
    const user = userEvent.setup();
    const { onPageChange } = renderPagination({ currentPage: 6 });
    await user.click(fullBar().getByRole('button', { name: 'First page' }));
    await user.click(fullBar().getByRole('button', { name: 'Previous page' }));
    await user.click(fullBar().getByRole('button', { name: 'Page 8' }));
    await user.click(fullBar().getByRole('button', { name: 'Next page' }));
    await user.click(fullBar().getByRole('button', { name: 'Last page' }));
    expect(onPageChange.mock.calls.map(([page]) => page)).toEqual([1, 5, 8, 7, 10]);
  });

  it('disables first and previous on the first page, next and last on the last page', () => {
    renderPagination({ currentPage: 1, lastPage: 2, total: 40 });
    expect(fullBar().getByRole('button', { name: 'First page' })).toBeDisabled();
    expect(fullBar().getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(fullBar().getByRole('button', { name: 'Next page' })).toBeEnabled();
    expect(fullBar().getByRole('button', { name: 'Last page' })).toBeEnabled();
  });

  it('gives small screens only Previous and Next, and hides the full bar there', async () => {
    const user = userEvent.setup();
    const { onPageChange } = renderPagination({ currentPage: 3 });
    const compact = screen.getByTestId('pagination-compact');
    expect(
      within(compact)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Previous', 'Next']);
    expect(compact).toHaveClass('sm:hidden');
    expect(screen.getByTestId('pagination-full')).toHaveClass('hidden', 'sm:flex');
    await user.click(within(compact).getByRole('button', { name: 'Next' }));
    await user.click(within(compact).getByRole('button', { name: 'Previous' }));
    expect(onPageChange.mock.calls.map(([page]) => page)).toEqual([4, 2]);
  });
});
