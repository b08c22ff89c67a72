import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { NutritionTemplate } from '@coachboard/contract';
import { envelope, mockApi } from '@/test/api-mock';
import { paginatorOf } from '@/test/paginator';
import { renderWithRouter } from '@/test/render-with-router';
import { Component as NutritionTemplatesRoute } from './nutrition-templates-route';
import '../components/nutrition-template-form-modal';

const LIST = '/api/nutrition-templates';

const templateOf = (
  id: number,
  name: string,
  overrides: Partial<NutritionTemplate> = {},
): NutritionTemplate => ({
  id,
  name,
  description: null,
  mode: 'training_rest',
  every_day: null,
  training_day: { calories: 2200, protein: 180, carbs: 220, fat: 65, fibre: null },
  rest_day: { calories: 1800, protein: 180, carbs: 120, fat: 70, fibre: null },
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

const cut = templateOf(4, 'Cut', { description: 'Carb cycle on a deficit' });
const maintain = templateOf(5, 'Maintain', {
  mode: 'every_day',
  every_day: { calories: 2500, protein: 160, carbs: 280, fat: 80, fibre: 30 },
  training_day: null,
  rest_day: null,
});

const renderPage = () =>
  renderWithRouter(<NutritionTemplatesRoute />, {
    path: '/admin/nutrition-templates',
    url: '/admin/nutrition-templates',
    teamRole: 'coach',
  });

const table = async () => within(await screen.findByRole('table', { name: 'Nutrition templates' }));

describe("the 'Nutrition templates' page", { timeout: 20_000 }, () => {
  it('lists the templates with their names and targets', async () => {
    mockApi({ [`GET ${LIST}`]: () => envelope(paginatorOf([cut, maintain], { perPage: 15, total: 2 })) });
    renderPage();
    const rows = await table();
    expect(rows.getByRole('row', { name: /Cut/ })).toHaveTextContent('Carb cycle on a deficit');
    expect(rows.getByRole('row', { name: /Cut/ })).toHaveTextContent('2200');
    expect(rows.getByRole('row', { name: /Maintain/ })).toHaveTextContent('2500');
    expect(rows.getByRole('button', { name: 'Edit Cut' })).toBeInTheDocument();
    expect(rows.getByRole('button', { name: 'Delete Maintain' })).toBeInTheDocument();
  });

  it('creates a template with one profile for every day', async () => {
    const user = userEvent.setup();
    const created = templateOf(9, 'Lean gain', {
      mode: 'every_day',
      every_day: { calories: 2900, protein: 170, carbs: 360, fat: 85, fibre: null },
      training_day: null,
      rest_day: null,
    });
    let stored = [cut];
    const api = mockApi({
      [`GET ${LIST}`]: () => envelope(paginatorOf(stored, { perPage: 15, total: stored.length })),
      [`POST ${LIST}`]: () => {
        stored = [created, cut];
        return envelope(created, 'Nutrition template created');
      },
    });
    renderPage();
    await table();
    await user.click(screen.getByRole('button', { name: 'New template' }));
    const dialog = await screen.findByRole('dialog', { name: 'New template' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Lean gain');
    await user.click(within(dialog).getByRole('radio', { name: 'One profile for every day' }));
    const everyDay = within(dialog).getByRole('group', { name: 'Every day' });
    await user.type(within(everyDay).getByRole('textbox', { name: /Calories/ }), '2900');
    await user.type(within(everyDay).getByRole('textbox', { name: /Protein/ }), '170');
    await user.type(within(everyDay).getByRole('textbox', { name: /Carbs/ }), '360');
    await user.type(within(everyDay).getByRole('textbox', { name: /Fat/ }), '85');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(api.callsTo('POST', LIST)).toHaveLength(1));
    expect(api.callsTo('POST', LIST)[0]!.body).toMatchObject({
      name: 'Lean gain',
      mode: 'every_day',
      every_day: { calories: expect.anything(), protein: expect.anything(), carbs: expect.anything() },
    });
    const sent = api.callsTo('POST', LIST)[0]!.body as { every_day: Record<string, unknown> };
    expect(String(sent.every_day.calories)).toBe('2900');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'New template' })).not.toBeInTheDocument(),
    );
    expect(await (await table()).findByRole('row', { name: /Lean gain/ })).toBeInTheDocument();
  });

  it('refuses a template without a name, saying so in the form', async () => {
    const user = userEvent.setup();
    const api = mockApi({ [`GET ${LIST}`]: () => envelope(paginatorOf([cut], { perPage: 15, total: 1 })) });
    renderPage();
    await table();
    await user.click(screen.getByRole('button', { name: 'New template' }));
    const dialog = await screen.findByRole('dialog', { name: 'New template' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Template name is required')).toBeInTheDocument();
    expect(api.callsTo('POST', LIST)).toHaveLength(0);
  });

  it("deletes a template to the trash: 'Moved to trash' with Undo, which restores it", async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [`GET ${LIST}`]: () => envelope(paginatorOf([cut, maintain], { perPage: 15, total: 2 })),
      [`DELETE ${LIST}/4`]: () => envelope({ id: 4 }),
      'GET /api/trash/settings': () => envelope({ retention_days: 30 }),
      'POST /api/trash/nutrition-template/4/restore': () =>
        envelope({ type: 'nutrition-template', id: 4, name: 'Cut' }),
    });
    renderPage();
    await user.click((await table()).getByRole('button', { name: 'Delete Cut' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete nutrition template' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this nutrition template?');
    expect(dialog).toHaveTextContent('Cut');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(api.callsTo('DELETE', `${LIST}/4`)).toHaveLength(1));
    expect(await screen.findByText('Moved to trash')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/trash/nutrition-template/4/restore')).toHaveLength(1),
    );
    expect(await screen.findByText('Restored')).toBeInTheDocument();
  });
});
