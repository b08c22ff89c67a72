import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PersonalCopy } from '@coachboard/contract';
import { envelope, mockApi } from '@/test/api-mock';
import { paginatorOf } from '@/test/paginator';
import { renderWithRouter } from '@/test/render-with-router';
import { createUserSummary } from '@/test/user-factories';
import { PersonalCopiesCard } from './personal-copies-card';

const copyOf = (id: number, firstName: string, startDate: string | null): PersonalCopy => ({
  id,
  name: `Strength Base (${firstName})`,
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
  user: createUserSummary({ id: id + 100, first_name: firstName, last_name: 'Stone' }),
  start_date: startDate,
  ends_on: null,
});

const renderCard = (copies: PersonalCopy[]) => {
  mockApi({ 'GET /api/training-programs/7/copies': () => envelope(paginatorOf(copies, { perPage: 20 })) });
  renderWithRouter(<PersonalCopiesCard programId={7} count={copies.length} />, {
    path: '/admin/programs/:id',
    url: '/admin/programs/7',
  });
};

describe('PersonalCopiesCard', () => {
  it("counts the copies in words and gives each start date in the panel's short form", async () => {
    renderCard([copyOf(21, 'Ana', '2026-04-13'), copyOf(22, 'Ben', null)]);
    const list = await screen.findByRole('list', { name: 'Personal copies' });
    expect(screen.getByText('2 personal copies')).toBeInTheDocument();
    const [ana, ben] = within(list).getAllByRole('listitem');
    expect(ana).toHaveTextContent(/Starts Apr 13, 2026$/);
    expect(ben).not.toHaveTextContent('Starts');
  });

  it('says one copy in the singular', async () => {
    renderCard([copyOf(21, 'Ana', '2026-04-13')]);
    expect(await screen.findByText('1 personal copy')).toBeInTheDocument();
  });
});
