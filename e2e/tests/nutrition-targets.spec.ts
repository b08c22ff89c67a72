import { expect, test } from '../fixtures';
import { uniqueName, uniqueSuffix } from '../fixtures/names';

const today = () => new Date().toISOString().slice(0, 10);

test("a coach sets a user's nutrition targets from a template and sees today's profile", async ({
  adminPage: page,
  api,
  db,
}) => {
  const tag = uniqueSuffix();
  const templateName = uniqueName('E2E Cut');
  const template = await api.post<{ id: number }>('nutrition-templates', {
    name: templateName,
    mode: 'training_rest',
    training_day: { calories: 2200, protein: 180, carbs: 230, fat: 60, fibre: 30 },
    rest_day: { calories: 1800, protein: 180, carbs: 120, fat: 70 },
  });
  expect(template.id).toBeGreaterThan(0);
  // A 3-day program started today: today is day 1 of week 1, a training day.
  const program = await api.createProgram({
    name: uniqueName('E2E Carb Cycle'),
    duration_weeks: 2,
    training_days_per_week: 3,
  });
  const person = await db.createUser({
    email: `nutrition.${tag}@example.com`,
    firstName: 'Nina',
    lastName: `Targets ${tag}`,
  });
  await api.post(`training-programs/${program.id}/assign-user/${person.id}`, { start_date: today() });

  await page.goto(`/admin/users/${person.id}?tab=nutrition`);
  await expect(page.getByText('Targets stand alone')).toBeVisible();
  await expect(page.getByText('Today: training day')).toBeVisible();
  await expect(page.getByText('No nutrition targets yet')).toBeVisible();

  await test.step('copy from the template: its training and rest profiles fill the form', async () => {
    await page.getByLabel('Copy from template').selectOption({ label: templateName });
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(page.getByRole('status')).toHaveText('Nutrition targets saved');
    await expect(page.getByText(`Copied from ${templateName}`)).toBeVisible();
    const training = page.getByRole('group', { name: 'Training day' });
    await expect(training.getByLabel('Calories')).toHaveValue('2200');
    await expect(page.getByRole('group', { name: 'Rest day' }).getByLabel('Carbs (g)')).toHaveValue('120');
  });

  await test.step("today's profile shows the training-day targets, and they were saved", async () => {
    await expect(page.getByText('Today: training day')).toBeVisible();
    await expect(page.getByText('2200 kcal, protein 180 g, carbs 230 g, fat 60 g')).toBeVisible();
    const saved = await api.get<{ targets: { template: { name: string } } }>(`users/${person.id}/nutrition`);
    expect(saved.targets.template.name).toBe(templateName);
  });

  await test.step('edit a value and save: the form keeps it', async () => {
    const rest = page.getByRole('group', { name: 'Rest day' });
    await rest.getByLabel('Fat (g)').fill('75');
    await page.getByRole('button', { name: 'Save targets' }).click();
    await expect(page.getByRole('status')).toHaveText('Nutrition targets saved');
    await expect(page.getByRole('group', { name: 'Rest day' }).getByLabel('Fat (g)')).toHaveValue('75');
  });
});
