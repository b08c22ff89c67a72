import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { NutritionDay, NutritionTemplate, UserNutrition } from '@coachboard/contract';
import { envelope, mockApi } from '@/test/api-mock';
import { paginatorOf } from '@/test/paginator';
import { renderWithRouter } from '@/test/render-with-router';
import { createUser } from '@/test/user-factories';
import UserNutritionTab from './user-nutrition-tab';

const training = { calories: 2600, protein: 180, carbs: 300, fat: 75, fibre: 35 };
const rest = { calories: 2100, protein: 180, carbs: 180, fat: 80, fibre: null };

const cut: NutritionTemplate = {
  id: 4,
  name: 'Cut',
  description: null,
  mode: 'training_rest',
  every_day: null,
  training_day: training,
  rest_day: rest,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
};

const none: UserNutrition = { user_id: 7, targets: null };
const fromCut: UserNutrition = {
  user_id: 7,
  targets: {
    id: 11,
    mode: 'training_rest',
    every_day: null,
    training_day: training,
    rest_day: rest,
    template: { id: 4, name: 'Cut' },
    updated_at: '2026-11-29T09:00:00.000Z',
  },
};

const dayOf = (nutrition: UserNutrition): NutritionDay => ({
  date: '2026-11-29',
  profile: 'training',
  program: { id: 3, name: 'Strength Base' },
  week_number: 1,
  day_number: 1,
  targets: nutrition.targets?.training_day ?? null,
  has_targets: nutrition.targets !== null,
});

/** A user 180 cm tall, born 1996-05-01, male; the tab's API answering with `state` (changed by a save). */
const renderTab = () => {
  const state = { nutrition: none };
  const api = mockApi({
    'GET /api/users/7/nutrition': () => envelope(state.nutrition),
    'GET /api/users/7/nutrition/day': () => envelope(dayOf(state.nutrition)),
    'GET /api/nutrition-templates': () => envelope(paginatorOf([cut], { perPage: 100, total: 1 })),
    'PUT /api/users/7/nutrition': (call) => {
      const body = call.body as { from_template_id?: number };
      state.nutrition =
        body.from_template_id === 4
          ? fromCut
          : { ...fromCut, targets: { ...fromCut.targets!, template: null } };
      return envelope(state.nutrition, 'Nutrition targets saved');
    },
  });
  const user = createUser({
    id: 7,
    first_name: 'Emma',
    last_name: 'Johansson',
    role: 'user',
    gender: 'male',
    height: '180',
    date_of_birth: '1996-05-01',
  });
  renderWithRouter(<UserNutritionTab user={user} />, { path: '/admin/users/:id', url: '/admin/users/7' });
  return api;
};

describe("the user's Nutrition tab", { timeout: 20_000 }, () => {
  it("says today's profile by the schedule, and sets the targets by copying a template", async () => {
    const api = renderTab();
    expect(await screen.findByText('Today: training day')).toBeInTheDocument();
    expect(screen.getByText('No nutrition targets yet')).toBeInTheDocument();
    expect(screen.getByText(/Meal plans are suggestions built from the recipe library/)).toBeInTheDocument();

    const copyFrom = screen.getByRole('combobox', { name: 'Copy from template' });
    await waitFor(() => expect(within(copyFrom).getByRole('option', { name: 'Cut' })).toBeInTheDocument());
    await userEvent.selectOptions(copyFrom, 'Cut');
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Nutrition targets saved');
    expect(api.callsTo('PUT', '/api/users/7/nutrition').map((call) => call.body)).toEqual([
      { from_template_id: 4 },
    ]);
    expect(await screen.findByText('Copied from Cut')).toBeInTheDocument();
    const trainingDay = screen.getByRole('group', { name: 'Training day' });
    expect(within(trainingDay).getByRole('textbox', { name: /Calories/ })).toHaveValue('2600');
    const restDay = screen.getByRole('group', { name: 'Rest day' });
    expect(within(restDay).getByRole('textbox', { name: /Carbs/ })).toHaveValue('180');
    // Today's line now carries the training-day targets.
    expect(await screen.findByText(/2600 kcal, protein 180 g, carbs 300 g, fat 75 g/)).toBeInTheDocument();
  });

  it('suggests targets by Mifflin-St Jeor from the profile and the weight asked, accepted into the form', async () => {
    const api = renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Suggest targets' }));
    const panel = screen.getByRole('region', { name: 'Suggest targets' });
    expect(within(panel).getByText(/Mifflin-St Jeor/)).toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: /Height \(cm\)/ })).toHaveValue('180');
    expect(within(panel).getByRole('combobox', { name: /Sex/ })).toHaveValue('male');

    await userEvent.type(within(panel).getByRole('textbox', { name: /Weight \(kg\)/ }), '80');
    const age = within(panel).getByRole('textbox', { name: /^Age/ });
    await userEvent.clear(age);
    await userEvent.type(age, '30');
    const goal = within(panel).getByRole('textbox', { name: /Goal/ });
    await userEvent.clear(goal);
    await userEvent.type(goal, '-20');
    const protein = within(panel).getByRole('textbox', { name: /Protein \(g per kg\)/ });
    await userEvent.clear(protein);
    await userEvent.type(protein, '2');
    await userEvent.click(within(panel).getByRole('button', { name: 'Calculate' }));
    // The contract's worked example: 80 kg, 180 cm, 30, male, moderate, −20% → 2207 kcal, 160 P, 61 F, 255 C.
    expect(
      within(panel).getByText(/Suggested: 2207 kcal · protein 160 g · carbs 255 g · fat 61 g/),
    ).toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('button', { name: 'Use these targets' }));
    expect(screen.queryByRole('region', { name: 'Suggest targets' })).not.toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Nutrition targets' });
    const values = within(form)
      .getAllByRole('textbox', { name: /Calories/ })
      .map((input) => (input as HTMLInputElement).value);
    expect(values.length).toBeGreaterThan(0);
    expect(new Set(values)).toEqual(new Set(['2207']));
    // A suggestion is only put in the form: nothing is saved until the coach saves.
    expect(api.callsTo('PUT', '/api/users/7/nutrition')).toHaveLength(0);

    await userEvent.click(within(form).getByRole('button', { name: 'Save targets' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/users/7/nutrition')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/users/7/nutrition')[0]!.body).toMatchObject({
      mode: expect.any(String),
    });
    const sent = api.callsTo('PUT', '/api/users/7/nutrition')[0]!.body as Record<
      string,
      { calories: number | string } | null
    >;
    const profiles = [sent.every_day, sent.training_day, sent.rest_day].filter(Boolean);
    expect(profiles.map((profile) => String(profile!.calories))).toEqual(profiles.map(() => '2207'));
    expect(await screen.findByRole('status')).toHaveTextContent('Nutrition targets saved');
  });
});
