import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PersonalCopy } from '@coachboard/contract';
import { envelope, mockApi } from '@/test/api-mock';
import { paginatorOf } from '@/test/paginator';
import { renderWithRouter } from '@/test/render-with-router';
import { createUserSummary } from '@/test/user-factories';
import { createProgramDetail, createTrainingWeeks } from '../testing/program-factories';
import { Component as ProgramDetailRoute } from './programs-detail-route';

const copy: PersonalCopy = {
  id: 40,
  name: 'Strength Base · Ana Silva',
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  user: createUserSummary({ id: 7, first_name: 'Ana', last_name: 'Silva' }),
  start_date: '2026-11-23',
  ends_on: '2026-12-21',
};

describe('program detail: Update copies', { timeout: 15_000 }, () => {
  it("the Personal copies card's 'Update copies' previews the sync, applies it and refreshes the copies", async () => {
    const template = createProgramDetail({ id: 12, name: 'Strength Base', personal_copy_count: 1 });
    const result = {
      copies: [
        {
          copy_program_id: 40,
          user: { id: 7, name: 'Ana Silva' },
          applied: ['Week 3 · Day 1 · Deadlift added'],
          kept: [],
          conflicts: ['Week 2 · Day 1 · Bench press · set 1 reps: template 6, copy 5'],
        },
      ],
    };
    const api = mockApi({
      'GET /api/training-programs/12': () => envelope(template),
      'GET /api/training-programs/12/training-weeks/all': () => envelope(createTrainingWeeks(3)),
      'GET /api/training-programs/12/assigned-users': () => envelope(paginatorOf([], { perPage: 20 })),
      'GET /api/training-programs/12/copies': () => envelope(paginatorOf([copy], { perPage: 20 })),
      'POST /api/training-programs/12/sync': () => envelope(result),
    });
    const user = userEvent.setup();
    renderWithRouter(<ProgramDetailRoute />, { path: '/admin/programs/:id', url: '/admin/programs/12' });
    await screen.findByRole('list', { name: 'Personal copies' });
    await user.click(screen.getByRole('button', { name: 'Update copies' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Update copies' }));
    expect(
      await dialog.findByText('Week 2 · Day 1 · Bench press · set 1 reps: template 6, copy 5'),
    ).toBeInTheDocument();
    expect(dialog.getByRole('checkbox', { name: 'Ana Silva' })).toBeChecked();
    await user.click(dialog.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('1 copy updated')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', '/api/training-programs/12/copies')).toHaveLength(2));
    expect(api.callsTo('POST', '/api/training-programs/12/sync').map((call) => call.body)).toEqual([
      { dry_run: true },
      { user_ids: [7] },
    ]);
  });
});
