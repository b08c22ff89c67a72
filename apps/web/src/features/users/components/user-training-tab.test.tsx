import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CalendarDateDetail, CalendarDay, Compliance, TrainingCalendar } from '@coachboard/contract';
import { envelope, mockApi } from '@/test/api-mock';
import { renderWithRouter } from '@/test/render-with-router';
import { createUser } from '@/test/user-factories';
import UserTrainingTab from './user-training-tab';

const figures = (days: number, percentage: number | null, done: number, prescribed: number): Compliance => ({
  user_id: 7,
  days,
  from: '2026-11-23',
  to: '2026-11-29',
  percentage,
  prescribed_sets: prescribed,
  done_sets: done,
  sessions_planned: 4,
  sessions_done: 3,
  weeks: [],
});

/** Twelve weeks from Monday 2026-09-07 to Sunday 2026-11-29: rest but the dates named. */
const calendar = (overrides: Record<string, Partial<CalendarDay>>): TrainingCalendar => {
  const days: CalendarDay[] = [];
  for (let index = 0; index < 84; index += 1) {
    const date = new Date(Date.UTC(2026, 8, 7 + index)).toISOString().slice(0, 10);
    days.push({
      date,
      status: 'rest',
      day_names: [],
      prescribed_sets: 0,
      done_sets: 0,
      session_ids: [],
      ...overrides[date],
    });
  }
  return { user_id: 7, from: '2026-09-07', to: '2026-11-29', today: '2026-11-29', days };
};

const target = {
  reps: 5,
  reps_max: null,
  weight: 100,
  load_percent: null,
  time: null,
  rir: null,
  amrap: false,
};

const doneDay: CalendarDateDetail = {
  date: '2026-11-23',
  status: 'done',
  training_days: [
    {
      training_day_id: 4,
      program_name: 'Strength',
      day_name: 'Week 3 · Day 1',
      exercises: [
        {
          day_exercise_id: 9,
          exercise_name: 'Back Squat',
          set_count: 1,
          sets: [{ ...target, set_number: 1, rest: null }],
        },
      ],
    },
  ],
  sessions: [
    {
      id: 31,
      client_id: '7c1c4b5e-3f1e-4a53-9a40-d7f4d8f0e111',
      training_day_id: 4,
      program: { id: 2, name: 'Strength' },
      week_number: 3,
      day_number: 1,
      performed_on: '2026-11-23',
      started_at: '2026-11-23T07:00:00.000Z',
      finished_at: '2026-11-23T08:00:00.000Z',
      notes: null,
      created_at: '2026-11-23T08:00:00.000Z',
      updated_at: '2026-11-23T08:00:00.000Z',
      sets: [
        {
          id: 1,
          day_exercise_id: 9,
          exercise_id: 3,
          exercise_name: 'Back Squat',
          replaces_day_exercise_id: null,
          set_number: 1,
          reps: 6,
          weight: 102.5,
          time: null,
          rir: null,
          rpe: null,
          completed: true,
          target,
        },
      ],
      prescription: [{ day_exercise_id: 9, exercise_name: 'Back Squat', set_count: 1, sets: [] }],
      figures: { prescribed_sets: 1, done_sets: 1, percentage: 100 },
    },
  ],
};

const missedDay: CalendarDateDetail = {
  date: '2026-11-25',
  status: 'missed',
  training_days: [{ ...doneDay.training_days[0]!, day_name: 'Week 3 · Day 3' }],
  sessions: [],
};

describe("the user detail's Training tab", () => {
  it('shows the 7/30/90-day compliance, the 12-week calendar and opens a done and a missed day', async () => {
    const api = mockApi({
      'GET /api/users/7/compliance': (call) => {
        const days = new URL(call.path, 'http://x').searchParams.get('days');
        return envelope(
          days === '7'
            ? figures(7, 75, 15, 20)
            : days === '30'
              ? figures(30, 90, 54, 60)
              : figures(90, null, 0, 0),
        );
      },
      'GET /api/users/7/training-calendar': () =>
        envelope(
          calendar({
            '2026-11-23': {
              status: 'done',
              day_names: ['Week 3 · Day 1'],
              prescribed_sets: 1,
              done_sets: 1,
              session_ids: [31],
            },
            '2026-11-25': { status: 'missed', day_names: ['Week 3 · Day 3'], prescribed_sets: 1 },
          }),
        ),
      'GET /api/users/7/training-calendar/2026-11-23': () => envelope(doneDay),
      'GET /api/users/7/training-calendar/2026-11-25': () => envelope(missedDay),
    });
    renderWithRouter(<UserTrainingTab user={createUser({ id: 7, role: 'user' })} />, {
      path: '/admin/users/:id',
      url: '/admin/users/7',
    });

    expect(await screen.findByText('75%')).toBeInTheDocument();
    expect(screen.getByText('7-day compliance')).toBeInTheDocument();
    expect(screen.getByText('30-day compliance')).toBeInTheDocument();
    expect(screen.getByText('90-day compliance')).toBeInTheDocument();
    expect(screen.getByText('No training')).toBeInTheDocument();
    expect(screen.getByText('15 of 20 sets · 3 of 4 sessions')).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Last 12 weeks of training' });
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    const legend = screen.getByRole('list', { name: 'Legend' });
    for (const status of ['Done', 'Partial', 'Missed', 'Rest'])
      expect(within(legend).getByText(status)).toBeInTheDocument();

    await userEvent.click(within(table).getByRole('button', { name: /Done, Week 3 · Day 1, 1 of 1 sets/ }));
    const dialog = await screen.findByRole('dialog');
    const sets = await within(dialog).findByRole('table', { name: /Workout of/ });
    const row = within(sets).getAllByRole('row')[1]!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Back Squat', '1', '5 reps · 100 kg', '6 reps · 102.5 kg']);
    await userEvent.keyboard('{Escape}');

    await userEvent.click(within(table).getByRole('button', { name: /Missed, Week 3 · Day 3/ }));
    const missed = await screen.findByRole('dialog');
    const prescribed = await within(missed).findByRole('table', { name: 'Prescribed: Week 3 · Day 3' });
    expect(within(prescribed).getByText('Not logged')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/users/7/training-calendar/2026-11-25')).toHaveLength(1);
  });
});
