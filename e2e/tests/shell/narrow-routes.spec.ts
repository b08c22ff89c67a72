import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import type { TrainingWeek } from '@coachboard/contract';
import { expect, test } from '../../fixtures';
import type { ApiClient } from '../../fixtures/api-client';
import { snap } from '../../fixtures/screenshots';

const NARROW = { width: 390, height: 844 };

/**
 * Every screen under /admin, read from the router's own list (apps/web/src/app/admin-routes.ts), so a screen
 * added there is walked here without editing this story.
 */
const declaredAdminRoutes = () => {
  const file = fileURLToPath(new URL('../../../apps/web/src/app/admin-routes.ts', import.meta.url));
  const routes = [...readFileSync(file, 'utf8').matchAll(/path: '([^']+)',\s*name: '([^']+)'/g)].map(
    ([, pattern, name]) => ({ pattern: pattern!, name: name! }),
  );
  if (routes.length < 10) throw new Error(`Only ${routes.length} routes read from ${file}`);
  return routes;
};

/** Demo records (the run starts with SEED_DEMO=true): the detail screens show real, long content. */
interface Seed {
  programId: number;
  weekId: number;
  dayId: number;
  exerciseId: number;
  recipeId: number;
  userId: number;
  postId: number;
  mealPlanId: number;
}

const firstId = async (api: ApiClient, path: string, search?: string) => {
  const page = await api.get<{ data: { id: number }[] }>(path, search ? { search } : undefined);
  const first = page.data[0];
  if (!first) throw new Error(`No record in GET ${path}${search ? ` (search '${search}')` : ''}`);
  return first.id;
};

const seededRecords = async (api: ApiClient): Promise<Seed> => {
  const programId = await firstId(api, 'training-programs', 'Strength Foundations');
  const weeks = await api.getAllWeeks(programId);
  const week = weeks[0] as TrainingWeek;
  const day = week.training_days.find((candidate) => !candidate.is_rest_day) ?? week.training_days[0]!;
  return {
    programId,
    weekId: week.id,
    dayId: day.id,
    exerciseId: await firstId(api, 'exercises'),
    recipeId: await firstId(api, 'recipes', 'Berry Overnight Oats'),
    userId: await firstId(api, 'users', 'Emma'),
    postId: await firstId(api, 'posts'),
    mealPlanId: await firstId(api, 'meal-plans'),
  };
};

/** The address of each pattern with parameters; a new one fails the walk until it is given a record. */
const detailAddresses: Record<string, (seed: Seed) => string> = {
  'programs/:id': (seed) => `/admin/programs/${seed.programId}`,
  'programs/:programId/weeks/:weekId/days/:dayId': (seed) =>
    `/admin/programs/${seed.programId}/weeks/${seed.weekId}/days/${seed.dayId}`,
  'exercise-library/:id': (seed) => `/admin/exercise-library/${seed.exerciseId}`,
  'nutrition/:id': (seed) => `/admin/nutrition/${seed.recipeId}`,
  'users/:id': (seed) => `/admin/users/${seed.userId}`,
  'community/:id': (seed) => `/admin/community/${seed.postId}`,
  'meal-plans/:id': (seed) => `/admin/meal-plans/${seed.mealPlanId}`,
  'meal-plans/:id/shopping-list': (seed) => `/admin/meal-plans/${seed.mealPlanId}/shopping-list`,
};

const addressOf = (pattern: string, seed: Seed) => {
  if (!pattern.includes(':')) return `/admin/${pattern}`;
  const address = detailAddresses[pattern];
  if (!address) throw new Error(`No seeded record for /admin/${pattern}: add it to detailAddresses`);
  return address(seed);
};

/** The page's width against the viewport's, and what sticks out past the right edge (for the failure). */
const measureOverflow = (page: Page) =>
  page.evaluate(() => {
    const root = document.documentElement;
    // Inside a scrolling or clipping box, an element past the edge widens that box only, not the page; but an
    // absolutely positioned one (an sr-only text) is clipped only by boxes from its containing block up.
    const clipped = (element: HTMLElement) => {
      const position = getComputedStyle(element).position;
      if (position === 'fixed') return false;
      let containingBlockReached = position !== 'absolute';
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (!containingBlockReached) {
          if (style.position === 'static' && style.transform === 'none') continue;
          containingBlockReached = true;
        }
        if (style.overflowX !== 'visible') return true;
      }
      return false;
    };
    const widest = [...document.body.querySelectorAll<HTMLElement>('*')]
      .map((element) => ({ element, right: element.getBoundingClientRect().right }))
      .filter(({ element, right }) => right > root.clientWidth + 0.5 && !clipped(element))
      .sort((a, b) => b.right - a.right)
      .slice(0, 5)
      .map(({ element, right }) => {
        const id = element.id ? `#${element.id}` : '';
        const classes = element.classList.length ? `.${[...element.classList].slice(0, 4).join('.')}` : '';
        return `${element.tagName.toLowerCase()}${id}${classes} (right edge ${Math.round(right)} px)`;
      });
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, widest };
  });

/** Loaded: no request in flight, fonts in, and the screen's heading drawn. */
const settle = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main h1, main h2').first()).toBeVisible();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
};

const expectNoOverflow = async (page: Page, label: string) => {
  const { scrollWidth, clientWidth, widest } = await measureOverflow(page);
  expect
    .soft(
      scrollWidth,
      `${label}: the page is ${scrollWidth} px wide in a ${clientWidth} px viewport; past the edge: ${
        widest.join(', ') || 'nothing measurable'
      }`,
    )
    .toBeLessThanOrEqual(clientWidth);
};

test.use({ viewport: NARROW });

test('every screen of the panel fits a 390 px phone without scrolling sideways', async ({
  adminPage: page,
  api,
}, testInfo) => {
  test.setTimeout(120_000);
  const seed = await seededRecords(api);
  for (const route of declaredAdminRoutes()) {
    const address = addressOf(route.pattern, seed);
    await test.step(`${route.name} (${address})`, async () => {
      await page.goto(address);
      await settle(page);
      await expectNoOverflow(page, `${route.name} (${address})`);
      await snap(page, testInfo, `narrow-${route.pattern.replace(/[^a-z0-9]+/gi, '-')}`);
    });
  }
});

test('the signed-out screens fit a 390 px phone too', async ({ page }) => {
  const screens = [
    { name: 'Sign in', address: '/auth/sign-in', ready: 'Sign In' },
    { name: 'Forgot password', address: '/auth/sign-in?view=forgot-password', ready: null },
    { name: 'Reset password', address: '/auth/reset-password', ready: null },
    {
      name: 'Accept invitation (unknown link)',
      address: '/auth/accept-invitation?token=unknown',
      ready: null,
    },
    { name: 'Not found', address: '/no-such-page', ready: null },
  ];
  for (const screen of screens) {
    await test.step(`${screen.name} (${screen.address})`, async () => {
      await page.goto(screen.address);
      await page.waitForLoadState('networkidle');
      if (screen.ready) await expect(page.getByRole('button', { name: screen.ready })).toBeVisible();
      await expectNoOverflow(page, `${screen.name} (${screen.address})`);
    });
  }
});
