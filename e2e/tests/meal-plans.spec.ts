import { expect, test } from '../fixtures';
import { uniqueName, uniqueSuffix } from '../fixtures/names';

const today = () => new Date().toISOString().slice(0, 10);

test('a coach builds a two-day meal plan from recipes, sees the day totals, assigns it to two users and opens the shopping list', async ({
  adminPage: page,
  api,
  db,
}) => {
  const tag = uniqueSuffix();
  const oats = uniqueName('E2E Oats');
  const bowl = uniqueName('E2E Bowl');
  const planName = uniqueName('E2E Carb Cycle Plan');
  await api.post('recipes', {
    name: oats,
    calories: 350,
    protein: 12.5,
    carbs: 60,
    fat: 7,
    ingredients: [
      {
        section: 'Main',
        items: [
          { name: 'Rolled oats', amount: '60 g' },
          { name: 'Milk', amount: '1 cup' },
        ],
      },
    ],
  });
  await api.post('recipes', {
    name: bowl,
    calories: 520,
    protein: 40,
    carbs: 50,
    fat: 14,
    ingredients: [
      {
        section: 'Main',
        items: [
          { name: 'Chicken breast', amount: '200 g' },
          { name: 'Rice', amount: '0.1 kg' },
        ],
      },
    ],
  });
  const templateName = uniqueName('E2E Plan Target');
  await api.post('nutrition-templates', {
    name: templateName,
    mode: 'every_day',
    every_day: { calories: 700, protein: 25, carbs: 120, fat: 14 },
  });
  const program = await api.createProgram({
    name: uniqueName('E2E Plan Program'),
    duration_weeks: 2,
    training_days_per_week: 3,
  });
  const people = [];
  for (const first of ['Mia', 'Noah']) {
    const person = await db.createUser({
      email: `meals.${first.toLowerCase()}.${tag}@example.com`,
      firstName: first,
      lastName: `Plan ${tag}`,
    });
    await api.post(`training-programs/${program.id}/assign-user/${person.id}`, { start_date: today() });
    people.push(person);
  }

  await test.step('create the plan: the library says plans are suggestions', async () => {
    await page.goto('/admin/meal-plans');
    await expect(
      page.getByText('Meal plans are suggestions built from the recipe library.').first(),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Create meal plan' }).click();
    await page.getByRole('dialog').getByLabel('Name').fill(planName);
    await page.getByRole('dialog').getByRole('button', { name: 'Create meal plan' }).click();
    await expect(page.getByRole('heading', { name: planName })).toBeVisible();
  });

  const addDay = async (
    number: number,
    dayName: string,
    meantFor: string,
    recipe: string,
    servings: string,
  ) => {
    await page.getByRole('button', { name: 'Add day' }).click();
    await page
      .getByRole('region', { name: `Day ${number}`, exact: true })
      .getByLabel('Day name')
      .fill(dayName);
    const day = page.getByRole('region', { name: dayName, exact: true });
    await day.getByLabel('Meant for').selectOption({ label: meantFor });
    await day.getByRole('button', { name: 'Add recipe to Breakfast' }).click();
    await day.getByLabel('Find a recipe for Breakfast').fill(recipe);
    await day.getByRole('button', { name: `Add ${recipe} to Breakfast` }).click();
    await day.getByLabel(`Servings of ${recipe} in Breakfast`).fill(servings);
  };

  await test.step('build two days from recipes and see their totals', async () => {
    await addDay(1, 'Training day A', 'Training day', oats, '2');
    await addDay(2, 'Rest day', 'Rest day', bowl, '1.5');
    const training = page.getByRole('region', { name: 'Training day A', exact: true });
    const rest = page.getByRole('region', { name: 'Rest day', exact: true });
    await expect(training.getByRole('row', { name: /Calories 700 kcal/ })).toBeVisible();
    await expect(rest.getByRole('row', { name: /Calories 780 kcal/ })).toBeVisible();
    await expect(training.getByText('No targets: totals only')).toBeVisible();
    await page.getByLabel('Hold days to').selectOption({ label: `Template: ${templateName}` });
    await expect(training.getByText('On target')).toBeVisible();
    // 780 kcal is more than 5% over 700.
    await expect(rest.getByText('Off target')).toBeVisible();
    // The save's answer first: on a loaded machine it can take longer than one expectation waits.
    const saved = page.waitForResponse(
      (response) =>
        /\/api\/meal-plans\/\d+(\?|$)/.test(response.url()) && response.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Save plan' }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByRole('status')).toHaveText('Meal plan updated');
    await expect(
      page
        .getByRole('region', { name: 'Rest day', exact: true })
        .getByRole('row', { name: /Calories 780 kcal/ }),
    ).toBeVisible();
  });

  await test.step('assign it to two users', async () => {
    await page.getByRole('button', { name: 'Assign to users' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Find users').fill(tag);
    for (const first of ['Mia', 'Noah']) await dialog.getByText(`${first} Plan ${tag}`).click();
    await expect(dialog.getByLabel('Day for training dates')).toHaveValue(/\d+/);
    await dialog.getByRole('button', { name: 'Assign to 2 users' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Meal plan assigned to 2 users' })).toBeVisible();
    const assigned = page.getByRole('region', { name: 'Assigned users' });
    for (const first of ['Mia', 'Noah'])
      await expect(assigned.getByRole('link', { name: `${first} Plan ${tag}` })).toBeVisible();
  });

  await test.step('open the shopping list: ingredients added up', async () => {
    await page.getByRole('link', { name: 'Shopping list' }).click();
    await expect(page.getByRole('heading', { name: `Shopping list: ${planName}` })).toBeVisible();
    const table = page.getByRole('table');
    await expect(table.getByRole('row', { name: /Rolled oats 120 g/ })).toBeVisible();
    await expect(table.getByRole('row', { name: /Chicken breast 300 g/ })).toBeVisible();
    await expect(table.getByRole('row', { name: /Milk 2 cups/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download CSV' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  });
});
