import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PersonalCopy, ProgramDetail } from '@coachboard/contract';
import { envelope, mockApi } from '@/test/api-mock';
import { paginatorOf } from '@/test/paginator';
import { renderWithRouter } from '@/test/render-with-router';
import { createUserSummary } from '@/test/user-factories';
import { createProgramDetail, createTrainingWeeks } from '../testing/program-factories';
import { Component as ProgramDetailRoute } from './programs-detail-route';

const mockDetail = (program: ProgramDetail, copies: PersonalCopy[] = []) =>
  mockApi({
    [`GET /api/training-programs/${program.id}`]: () => envelope(program),
    [`GET /api/training-programs/${program.id}/training-weeks/all`]: () =>
      envelope(createTrainingWeeks(program.duration_weeks)),
    [`GET /api/training-programs/${program.id}/assigned-users`]: () =>
      envelope(paginatorOf([], { perPage: 20 })),
    [`GET /api/training-programs/${program.id}/copies`]: () => envelope(paginatorOf(copies, { perPage: 20 })),
  });

const renderDetail = (id: number) =>
  renderWithRouter(<ProgramDetailRoute />, { path: '/admin/programs/:id', url: `/admin/programs/${id}` });

const copy = (id: number, userId: number, first: string, last: string): PersonalCopy => ({
  id,
  name: `Strength Base · ${first} ${last}`,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  user: createUserSummary({ id: userId, first_name: first, last_name: last }),
  start_date: '2026-11-23',
  ends_on: '2026-12-21',
});

describe('program detail: personal copies', { timeout: 15_000 }, () => {
  it("lists a template's personal copies, each user linking to the user and each copy to the copy", async () => {
    const template = createProgramDetail({ id: 12, name: 'Strength Base', personal_copy_count: 2 });
    const api = mockDetail(template, [copy(40, 7, 'Ana', 'Silva'), copy(41, 8, 'Ben', 'Okafor')]);
    renderDetail(12);
    const list = await screen.findByRole('list', { name: 'Personal copies' });
    expect(screen.getByRole('heading', { name: 'Personal copies' })).toBeInTheDocument();
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByRole('link', { name: 'Ana Silva' })).toHaveAttribute('href', '/admin/users/7');
    expect(within(first!).getByRole('link', { name: 'Strength Base · Ana Silva' })).toHaveAttribute(
      'href',
      '/admin/programs/40',
    );
    expect(within(second!).getByRole('link', { name: 'Ben Okafor' })).toHaveAttribute(
      'href',
      '/admin/users/8',
    );
    expect(api.callsTo('GET', '/api/training-programs/12/copies')).toHaveLength(1);
  });

  it('asks for no copies and shows no card for a program without any', async () => {
    const program = createProgramDetail({ id: 13, name: 'Solo Plan', personal_copy_count: 0 });
    const api = mockDetail(program);
    renderDetail(13);
    expect(await screen.findByRole('heading', { level: 1, name: 'Solo Plan' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Personal copies' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/training-programs/13/copies')).toHaveLength(0);
  });

  it("says on a copy 'Personal copy for {user} · from {template}', both linked", async () => {
    const personal = createProgramDetail({
      id: 40,
      name: 'Strength Base · Ana Silva',
      personal_copy: {
        user: { id: 7, name: 'Ana Silva' },
        template: { id: 12, name: 'Strength Base', in_trash: false },
      },
      personal_copy_count: 0,
    });
    mockDetail(personal);
    renderDetail(40);
    const line = await screen.findByText(
      (_content, element) =>
        element?.tagName === 'P' &&
        element.textContent === 'Personal copy for Ana Silva · from Strength Base',
    );
    expect(within(line).getByRole('link', { name: 'Ana Silva' })).toHaveAttribute('href', '/admin/users/7');
    expect(within(line).getByRole('link', { name: 'Strength Base' })).toHaveAttribute(
      'href',
      '/admin/programs/12',
    );
    expect(screen.queryByRole('heading', { name: 'Personal copies' })).not.toBeInTheDocument();
  });
});
