import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ListPage, ResponsiveList, type ListColumn } from './list-page';

type Fruit = { id: number; name: string };
const fruits: Fruit[] = [
  { id: 1, name: 'Apple' },
  { id: 2, name: 'Pear' },
];

const renderList = (onItemClick = vi.fn(), onEdit = vi.fn()) => {
  const columns: ListColumn<Fruit>[] = [
    { id: 'name', header: 'Name', cell: (fruit) => fruit.name },
    {
      id: 'actions',
      header: 'Actions',
      cell: (fruit) => (
        <button type="button" onClick={() => onEdit(fruit)}>
          Edit {fruit.name}
        </button>
      ),
    },
  ];
  render(
    <ResponsiveList
      items={fruits}
      columns={columns}
      getKey={(fruit) => fruit.id}
      caption="Fruits"
      onItemClick={onItemClick}
      renderCard={(fruit) => <span>{fruit.name} card</span>}
    />,
  );
  return { onItemClick, onEdit };
};

describe('ResponsiveList', () => {
  it('renders a captioned table with a header per column and a row per item', () => {
    renderList();
    const table = screen.getByRole('table', { name: 'Fruits' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Actions']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('opens an item when its row or card is clicked', async () => {
    const user = userEvent.setup();
    const { onItemClick } = renderList();
    await user.click(within(screen.getByRole('table')).getByText('Pear'));
    await user.click(screen.getByText('Apple card'));
    expect(onItemClick.mock.calls.map(([fruit]) => fruit.name)).toEqual(['Pear', 'Apple']);
  });

  it('leaves clicks on a control inside the row to that control', async () => {
    const user = userEvent.setup();
    const { onItemClick, onEdit } = renderList();
    await user.click(within(screen.getByRole('table')).getByRole('button', { name: 'Edit Apple' }));
    expect(onEdit).toHaveBeenCalledTimes(1);
    expect(onItemClick).not.toHaveBeenCalled();
  });

  it('has cards for small screens, hidden from wide ones', () => {
    renderList();
    const cards = screen.getByRole('list', { name: 'Fruits' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(2);
    expect(cards).toHaveClass('md:hidden');
  });
});

describe('ListPage', () => {
  const base = { title: 'Things', isLoading: false, isEmpty: false, empty: <p>Nothing here</p> };

  it('shows a loading state instead of the list', () => {
    render(
      <ListPage {...base} isLoading loadingLabel="Loading things...">
        <p>rows</p>
      </ListPage>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading things...');
    expect(screen.queryByText('rows')).not.toBeInTheDocument();
  });

  it('shows the empty state when there is nothing, and the list otherwise', () => {
    const { rerender } = render(
      <ListPage {...base} isEmpty>
        <p>rows</p>
      </ListPage>,
    );
    expect(screen.getByText('Nothing here')).toBeInTheDocument();
    rerender(
      <ListPage
        {...base}
        actions={<button type="button">Add</button>}
        pagination={<nav aria-label="Pagination" />}
      >
        <p>rows</p>
      </ListPage>,
    );
    expect(screen.getByText('rows')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Things' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
  });
});
