import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, mockApi } from '@/test/api-mock';
import { createProgramSummary } from '@/test/program-factories';
import { renderWithRouter } from '@/test/render-with-router';
import { AssignProgramModal } from './assign-program-modal';

const program = (id: number) =>
  createProgramSummary({ id, name: `Plan ${id}`, workout_duration: '45 mins', description: null });

const PAGE = 60;
const catalogue = Array.from({ length: 130 }, (_, index) => program(index + 1));

describe('assign program modal', { timeout: 15_000 }, () => {
  it('loads more programs near the bottom and assigns one', async () => {
    const api = mockApi({
      'GET /api/training-programs/search': (call) => {
        const page = Number(new URL(call.path, 'http://x').searchParams.get('page'));
        return envelope({
          data: catalogue.slice((page - 1) * PAGE, page * PAGE),
          total: catalogue.length,
          current_page: page,
          last_page: 3,
          per_page: PAGE,
        });
      },
      'POST /api/training-programs/5/assign-user/9': () => envelope({ id: 9 }, 'assigned'),
    });
    renderWithRouter(
      <AssignProgramModal userId={9} userName="Ada Lovelace" assigned={[]} onClose={() => {}} />,
      {
        path: '/',
        url: '/',
      },
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Assign Program' }));
    const list = await dialog.findByRole('list', { name: 'Programs' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(60);

    Object.defineProperties(list, {
      scrollHeight: { value: 3000, configurable: true },
      clientHeight: { value: 320, configurable: true },
      scrollTop: { value: 2600, configurable: true },
    });
    fireEvent.scroll(list);
    expect(await dialog.findByText('Plan 120')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/training-programs/search')).toHaveLength(2);

    await userEvent.click(dialog.getByRole('button', { name: 'Assign Plan 5' }));
    expect(await dialog.findByText('Assigned')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/training-programs/5/assign-user/9')).toHaveLength(1);
  });
});
