import { writeFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { request as playwrightRequest } from '@playwright/test';
import type { Browser, BrowserContext, Locator, Page, TestInfo } from '@playwright/test';
import type { Post } from '@coachboard/contract';
import { expect, test as base } from '../fixtures';
import { ApiClient, login } from '../fixtures/api-client';
import type { TestDatabase } from '../fixtures/database';
import { makePng } from '../fixtures/images';
import { uniqueName, uniqueSuffix } from '../fixtures/names';
import { injectSession } from '../fixtures/session';
import type { RunEnvironment } from '../support/run-environment';
import { exerciseApi } from './exercises/exercise-api';

/**
 * The accessibility gate: axe with the WCAG 2.0/2.1 A and AA rules on every screen of the panel and
 * every dialog, menu and drawer it opens, in the light and the dark theme: 0 serious or critical violations.
 * Then the keyboard: a visible focus indicator on every stop, no keyboard trap on any screen, dialogs that
 * trap focus while open and give it back to their opener on Escape.
 *
 * One signed-in browser context per theme (a worker fixture), so the walk is a few navigations per screen.
 */

type Theme = 'light' | 'dark';
const THEMES: readonly Theme[] = ['light', 'dark'];
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const DIALOG = '[role="dialog"], [role="alertdialog"]';
const NARROW = { width: 390, height: 844 };
const WIDE = { width: 1280, height: 800 };

/** Records the audit creates once per theme, so every detail screen and dialog has something to show. */
interface Seed {
  programId: number;
  programName: string;
  weekId: number;
  dayId: number;
  exerciseId: number;
  recipeId: number;
  userId: number;
  postId: number;
}

interface Themed {
  context: BrowserContext;
  page: Page;
  seed: Seed;
}

/** Per worker: one signed-in context per theme, created when a test first asks for that theme. */
const test = base.extend<object, { themed: (theme: Theme) => Promise<Themed> }>({
  themed: [
    async ({ browser, run, db }, use) => {
      const contexts = new Map<Theme, Promise<Themed>>();
      const open = async (theme: Theme): Promise<Themed> => {
        const context = await newThemedContext(browser, run);
        const page = await context.newPage();
        const session = await login(page.request, {
          email: run.adminEmail,
          password: run.adminPassword,
          rememberMe: true,
        });
        await injectSession(page, session, true);
        const seed = await seedRecords(run, db, session.token);
        await page.goto('/admin/programs');
        await expect(page.getByRole('button', { name: 'Add Program' })).toBeVisible();
        if (theme === 'dark') {
          // The shell's own toggle, which stores the choice for every later page of this context.
          await page.getByRole('button', { name: 'Switch to dark mode' }).click();
        }
        await expectTheme(page, theme);
        return { context, page, seed };
      };
      await use((theme) => {
        if (!contexts.has(theme)) contexts.set(theme, open(theme));
        return contexts.get(theme)!;
      });
      for (const themed of contexts.values()) await (await themed).context.close();
    },
    { scope: 'worker' },
  ],
});

/** A light system preference: the dark theme is the stored choice made with the panel's toggle. */
const newThemedContext = (browser: Browser, run: RunEnvironment) =>
  browser.newContext({
    baseURL: run.baseURL,
    viewport: WIDE,
    locale: 'en-US',
    timezoneId: 'UTC',
    colorScheme: 'light',
  });

const expectTheme = async (page: Page, theme: Theme) => {
  const html = page.locator('html');
  if (theme === 'dark') await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
  else await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/);
};

const seedRecords = async (run: RunEnvironment, db: TestDatabase, token: string): Promise<Seed> => {
  const context = await playwrightRequest.newContext({
    baseURL: `${run.baseURL}/api/`,
    extraHTTPHeaders: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
  });
  const api = new ApiClient(context);
  const upload = async (path: string, name: string) => {
    const image = await makePng(name);
    const response = await api.request.post(path, {
      multipart: { file: { name: image.name, mimeType: image.mimeType, buffer: image.buffer } },
    });
    if (!response.ok()) throw new Error(`${path} -> ${response.status()}: ${await response.text()}`);
  };
  try {
    const programName = uniqueName('A11y Strength Plan');
    const program = await api.createProgram({
      name: programName,
      duration_weeks: 2,
      description: 'Two weeks of compound lifts, audited for accessibility.',
    });
    await upload(`files/training-programs/${program.id}/upload-program-image`, 'a11y-program.png');
    const week = (await api.getAllWeeks(program.id))[0]!;
    const day = week.training_days.find((candidate) => candidate.day_of_the_week === 1)!;
    const exercises = exerciseApi(api);
    const exercise = await exercises.createExercise({
      name: uniqueName('A11y Goblet Squat'),
      target_muscle_group: 'legs',
    });
    await exercises.addToDay(exercise.id, day.id);

    const recipe = await api.post<{ id: number }>('recipes', {
      name: uniqueName('A11y Lentil Soup'),
      calories: 420,
      protein: 24,
      carbs: 55,
      fat: 9,
      description: 'A warming red lentil soup.',
      ingredients: [{ section: 'Soup', items: [{ name: 'red lentils', amount: '200 g' }] }],
      directions: 'Simmer everything for twenty minutes.',
    });
    await upload(`files/recipes/${recipe.id}/upload-recipe-image`, 'a11y-recipe.png');

    const user = await db.createUser({
      email: `a11y.${uniqueSuffix()}@example.com`,
      firstName: 'Ada',
      lastName: `Audit${uniqueSuffix().replace(/\d/g, 'x')}`,
    });
    await api.post(`training-programs/${program.id}/assign-user/${user.id}`);

    const post = await api.post<Post>('posts', {
      content: uniqueName('Morning mobility routine for the whole team'),
      type: 'general',
    });
    await api.post(`posts/${post.id}/comments`, { content: 'Thanks, this helped my shoulders.' });

    return {
      programId: program.id,
      programName,
      weekId: week.id,
      dayId: day.id,
      exerciseId: exercise.id,
      recipeId: recipe.id,
      userId: user.id,
      postId: post.id,
    };
  } finally {
    await context.dispose();
  }
};

/** Runs axe on the page (or inside `include`) and fails softly on serious or critical violations, readably. */
const audit = async (page: Page, testInfo: TestInfo, name: string, include?: string) => {
  // A colour half-way through a hover or theme transition must not be measured.
  await page.mouse.move(0, 0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS).options({ resultTypes: ['violations'] });
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  const slug = name.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
  const report = testInfo.outputPath(`axe-${slug}.json`);
  await writeFile(report, JSON.stringify(results.violations, null, 2));
  await testInfo.attach(`axe-${slug}`, { path: report, contentType: 'application/json' });
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  const readable = serious
    .map((violation) =>
      [
        `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})`,
        ...violation.nodes
          .slice(0, 6)
          .map(
            (node) =>
              `      ${node.target.join(' ')}\n        ${(node.failureSummary ?? '').replace(/\n/g, '\n        ')}`,
          ),
        violation.nodes.length > 6 ? `      ... and ${violation.nodes.length - 6} more` : '',
      ]
        .filter(Boolean)
        .join('\n'),
    )
    .join('\n');
  expect
    .soft(
      serious.map((violation) => `${violation.id} (${violation.nodes.length})`),
      `axe: serious/critical violations on "${name}":\n${readable}\n`,
    )
    .toEqual([]);
};

const openDialog = (page: Page) => page.locator(DIALOG).last();

/** A dialog, menu or drawer reached from a screen: how to open it, and what to do before the audit. */
interface Overlay {
  name: string;
  open: (page: Page) => Promise<void>;
  /** Defaults to the open dialog. */
  root?: string;
  /** e.g. submit the empty form so every field shows its error. */
  prepare?: (dialog: Locator, page: Page) => Promise<void>;
  /** Defaults to Escape. */
  close?: (page: Page) => Promise<void>;
}

interface Screen {
  name: string;
  path: (seed: Seed) => string;
  /** Something that is only there once the screen has its data. */
  ready: (page: Page) => Locator;
  overlays?: Overlay[];
  viewport?: { width: number; height: number };
}

const click =
  (locate: (page: Page) => Locator) =>
  async (page: Page): Promise<void> => {
    await locate(page).click();
    await expect(openDialog(page)).toBeVisible();
  };
const byButton = (name: string | RegExp, exact = typeof name === 'string') =>
  click((page) => page.getByRole('main').getByRole('button', { name, exact }).first());

/** Submits the empty create form so every required field shows its message. */
const submitEmpty = async (dialog: Locator) => {
  await dialog.locator('button[type="submit"]').click();
  await expect(dialog.locator('[aria-invalid="true"]').first()).toBeVisible();
};

const menu = (trigger: string): Overlay => ({
  name: `top-bar menu: ${trigger}`,
  root: '[role="menu"]',
  open: async (page) => {
    await page.getByRole('banner').getByRole('button', { name: trigger }).click();
    await expect(page.getByRole('menu')).toBeVisible();
  },
  close: async (page) => {
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
  },
});

const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { name }).first();
const firstRow = (page: Page) => page.getByRole('main').getByRole('row').nth(1);

/**
 * Every screen under /admin (apps/web/src/app/admin-routes.ts), with every overlay it opens. A dialog that a list
 * row and a detail screen both open (the same component: Edit/Delete Program, Exercise, Post, Delete User) is
 * audited once, on the detail screen, where the audit's own record is shown.
 */
const adminScreens: Screen[] = [
  {
    name: 'programs list',
    path: () => '/admin/programs',
    ready: firstRow,
    overlays: [
      { name: 'Create Program (empty submit)', open: byButton('Add Program'), prepare: submitEmpty },
      menu('Profile menu'),
      menu('Notifications'),
      menu('Information'),
      {
        // The command palette with hits of three kinds, and the top-bar box's own results.
        name: 'Command palette (Ctrl+K) with results',
        open: async (page) => {
          await page.keyboard.press('Control+K');
          await expect(openDialog(page)).toBeVisible();
        },
        prepare: async (dialog) => {
          await dialog.getByRole('combobox').fill('A11y');
          await expect(dialog.getByRole('group', { name: 'Programs' })).toBeVisible();
        },
      },
      {
        name: 'top-bar search results',
        root: 'header [role="listbox"]',
        open: async (page) => {
          await page
            .getByRole('banner')
            .getByRole('combobox', { name: 'Search programs, exercises, recipes, users and posts' })
            .fill('A11y');
          await expect(page.getByRole('banner').getByRole('group', { name: 'Programs' })).toBeVisible();
        },
        close: async (page) => {
          await page.keyboard.press('Escape');
          await expect(page.getByRole('banner').getByRole('listbox')).toHaveCount(0);
        },
      },
    ],
  },
  {
    name: 'program detail',
    path: (seed) => `/admin/programs/${seed.programId}`,
    ready: (page) => page.getByRole('list', { name: /^Days of week 1$/ }),
    overlays: [
      { name: 'Edit Program', open: byButton('Edit Program') },
      { name: 'Delete Program', open: byButton('Delete Program') },
      { name: 'Manage Users', open: byButton('Manage Users') },
      { name: 'Delete Image', open: byButton('Delete Image') },
      { name: 'History side panel', open: byButton('History') },
    ],
  },
  {
    name: 'training day',
    path: (seed) => `/admin/programs/${seed.programId}/weeks/${seed.weekId}/days/${seed.dayId}`,
    ready: (page) => page.getByRole('list', { name: 'Exercises' }),
    overlays: [
      { name: 'Manage Exercises', open: byButton('Manage Exercises') },
      {
        name: 'Unsaved changes',
        open: async (page) => {
          await page.getByRole('button', { name: 'Add Set' }).first().click();
          await page.getByRole('link', { name: 'Back to Program' }).click();
          await expect(openDialog(page)).toBeVisible();
        },
        close: async (page) => {
          // Leave, so no unsaved set (and its beforeunload prompt) stays behind in the shared page.
          await openDialog(page).getByRole('button', { name: 'Leave' }).click();
          await expect(page.locator(DIALOG)).toHaveCount(0);
          await expect(page.getByRole('list', { name: /^Days of week/ })).toBeVisible();
        },
      },
    ],
  },
  {
    name: 'exercise library',
    path: () => '/admin/exercise-library',
    ready: firstRow,
    overlays: [
      { name: 'Create Exercise (empty submit)', open: byButton('Add Exercise'), prepare: submitEmpty },
    ],
  },
  {
    name: 'exercise detail',
    path: (seed) => `/admin/exercise-library/${seed.exerciseId}`,
    ready: heading('Exercise Information'),
    overlays: [
      { name: 'Edit Exercise', open: byButton('Edit') },
      { name: 'Delete Exercise', open: byButton('Delete') },
      { name: 'Manage Muscle Groups', open: byButton('Manage Muscle Groups') },
    ],
  },
  {
    name: 'recipe library',
    path: () => '/admin/nutrition',
    ready: firstRow,
    overlays: [
      { name: 'Create Recipe (empty submit)', open: byButton('Add Recipe'), prepare: submitEmpty },
      { name: 'Delete Recipe (row)', open: byButton(/^Delete /) },
    ],
  },
  {
    name: 'recipe detail',
    path: (seed) => `/admin/nutrition/${seed.recipeId}`,
    ready: (page) => page.getByRole('main').getByRole('img').first(),
    overlays: [
      { name: 'Edit Recipe', open: byButton('Edit Recipe') },
      { name: 'Delete Image', open: byButton(/^Delete image$/i, false) },
    ],
  },
  {
    name: 'users list',
    path: () => '/admin/users',
    ready: firstRow,
    overlays: [
      { name: 'Create User (empty submit)', open: byButton('Add User'), prepare: submitEmpty },
      {
        // The selected users' 'Assign Program', audited with the program picker's options open.
        name: 'Assign Program (selected users)',
        open: async (page) => {
          await page.getByRole('main').getByRole('checkbox', { name: 'Select all on this page' }).check();
          await click((p) =>
            p.getByRole('region', { name: 'Selection' }).getByRole('button', { name: 'Assign Program' }),
          )(page);
        },
        prepare: async (dialog) => {
          await dialog.getByRole('combobox', { name: 'Program' }).fill('A11y');
          await expect(dialog.getByRole('option').first()).toBeVisible();
        },
      },
    ],
  },
  {
    name: 'user detail',
    path: (seed) => `/admin/users/${seed.userId}`,
    ready: (page) =>
      page
        .getByRole('main')
        .getByRole('link', { name: /A11y Strength Plan/ })
        .first(),
    overlays: [
      { name: 'Delete User', open: byButton('Delete') },
      { name: 'Assign Program', open: byButton('Assign Program') },
    ],
  },
  {
    name: 'user detail, editing',
    path: (seed) => `/admin/users/${seed.userId}?edit=1`,
    ready: (page) => page.getByRole('form', { name: 'Edit user' }),
  },
  {
    name: 'community list',
    path: () => '/admin/community',
    ready: firstRow,
    overlays: [{ name: 'Create Post', open: byButton('Create Post') }],
  },
  {
    name: 'post detail',
    path: (seed) => `/admin/community/${seed.postId}`,
    ready: (page) => page.getByRole('list', { name: 'Comments' }),
    overlays: [
      { name: 'Edit Post', open: byButton('Edit') },
      { name: 'Delete Post', open: byButton('Delete') },
      { name: 'Add Comment', open: byButton('Add Comment') },
      { name: 'Edit Comment', open: byButton('Edit comment') },
      { name: 'Delete Comment', open: byButton('Delete comment') },
    ],
  },
  {
    name: 'activity',
    path: () => '/admin/activity',
    ready: (page) => page.getByRole('list', { name: 'Activity entries' }),
  },
  {
    name: 'activity at 390 px',
    path: () => '/admin/activity',
    ready: (page) => page.getByRole('list', { name: 'Activity entries' }),
    viewport: NARROW,
  },
  {
    name: 'my account',
    path: () => '/admin/account',
    ready: (page) => page.getByRole('region', { name: 'Sessions' }).getByRole('table'),
  },
  {
    name: 'team',
    path: () => '/admin/team',
    ready: (page) => page.getByRole('table', { name: 'Team members' }),
    overlays: [
      { name: 'Invite member (empty submit)', open: byButton('Invite member'), prepare: submitEmpty },
    ],
  },
  {
    name: 'dashboard',
    path: () => '/admin/dashboard',
    ready: (page) => page.getByRole('region', { name: 'Empty training days' }).getByRole('link'),
  },
  {
    name: 'dashboard at 390 px',
    path: () => '/admin/dashboard',
    ready: (page) => page.getByRole('region', { name: 'Empty training days' }).getByRole('link'),
    viewport: NARROW,
  },
  {
    name: 'empty training days',
    path: () => '/admin/attention/empty-training-days',
    ready: firstRow,
  },
  {
    name: 'users list filtered by a dashboard card',
    path: () => '/admin/users?attention=new',
    ready: (page) => page.getByRole('region', { name: 'Active filter' }),
  },
  {
    name: 'not found inside the shell',
    path: () => '/admin/no-such-screen',
    ready: (page) => page.getByRole('main').getByRole('link').first(),
  },
  {
    name: 'programs list at 390 px, side menu open',
    path: () => '/admin/programs',
    ready: (page) => page.getByRole('main').getByRole('link').first(),
    viewport: NARROW,
    overlays: [
      {
        name: 'side menu drawer',
        root: '#side-menu',
        open: async (page) => {
          await page.getByRole('button', { name: 'Open menu' }).click();
          await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
        },
        close: async (page) => {
          await page.keyboard.press('Escape');
          await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
        },
      },
      {
        name: "command palette from the top bar's Search button (recently opened and actions)",
        open: click((page) => page.getByRole('banner').getByRole('button', { name: 'Search', exact: true })),
      },
    ],
  },
  {
    name: 'recipe library at 390 px (cards)',
    path: () => '/admin/nutrition',
    ready: (page) => page.getByRole('main').getByRole('listitem').first(),
    viewport: NARROW,
  },
];

const auditScreen = async (page: Page, testInfo: TestInfo, seed: Seed, theme: Theme, screen: Screen) => {
  await page.setViewportSize(screen.viewport ?? WIDE);
  try {
    await page.goto(screen.path(seed));
    await expect(screen.ready(page)).toBeVisible();
    await expectTheme(page, theme);
    await test.step('the screen', () => audit(page, testInfo, `${theme} ${screen.name}`));
    for (const overlay of screen.overlays ?? []) {
      await test.step(overlay.name, async () => {
        await overlay.open(page);
        const root = overlay.root ?? DIALOG;
        const dialog = page.locator(root).last();
        await overlay.prepare?.(dialog, page);
        await audit(page, testInfo, `${theme} ${screen.name} > ${overlay.name}`, root);
        if (overlay.close) await overlay.close(page);
        else {
          await page.keyboard.press('Escape');
          await expect(page.locator(DIALOG)).toHaveCount(0);
        }
      });
    }
  } finally {
    await page.setViewportSize(WIDE);
  }
};

// Two workers share the screens; each opens the themes it is handed once. A screen with its overlays is up to
// eight axe runs, hence more time than a story gets.
test.describe.configure({ mode: 'parallel', timeout: 120_000 });

for (const theme of THEMES) {
  test.describe(`Accessibility (axe), ${theme} theme`, () => {
    test('sign-in, forgot password, reset password and not found', async ({ browser, run }, testInfo) => {
      // Signed out, in a context of its own; the auth layout's floating toggle switches the theme.
      const context = await newThemedContext(browser, run);
      const page = await context.newPage();
      try {
        await page.goto('/auth/sign-in');
        await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
        if (theme === 'dark') await page.getByRole('button', { name: 'Switch to dark mode' }).click();
        await expectTheme(page, theme);
        await audit(page, testInfo, `${theme} sign-in`);

        await page
          .getByRole('textbox', { name: 'Email', exact: true })
          .fill(`nobody.${uniqueSuffix()}@example.com`);
        await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Wrong-Password-1');
        await page.getByRole('button', { name: 'Sign In' }).click();
        await expect(page.getByRole('alert').first()).toBeVisible();
        await audit(page, testInfo, `${theme} sign-in, failed`);

        await page.goto('/auth/sign-in?view=forgot-password');
        const send = page.getByRole('button', { name: 'Send Reset Link' });
        await expect(send).toBeVisible();
        await audit(page, testInfo, `${theme} forgot password`);
        await send.click();
        await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
        await audit(page, testInfo, `${theme} forgot password, empty submit`);

        await page.goto('/auth/reset-password');
        const reset = page.locator('form button[type="submit"]');
        await expect(reset).toBeVisible();
        await audit(page, testInfo, `${theme} reset password`);
        await reset.click();
        await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
        await audit(page, testInfo, `${theme} reset password, empty submit`);

        await page.goto('/no-such-page');
        await expect(page.getByRole('link').first()).toBeVisible();
        await expectTheme(page, theme);
        await audit(page, testInfo, `${theme} not found`);
      } finally {
        await context.close();
      }
    });

    for (const screen of adminScreens) {
      test(screen.name, async ({ themed }, testInfo) => {
        const { page, seed } = await themed(theme);
        await auditScreen(page, testInfo, seed, theme, screen);
      });
    }
  });
}

/** What the page reports about one Tab stop: who has the focus and whether its focus indicator shows. */
interface FocusStop {
  /** e.g. `button "Add Program"`; null once the focus left the document (the browser's own UI is next). */
  current: string | null;
  /** The verdict on the stop before this one, decided now that it lost the focus. */
  previous: { name: string; visible: boolean; detail: string } | null;
}

/**
 * Runs in the page after every Tab. A stop shows its focus when it draws an outline (the panel's :focus-visible
 * ring, at least 2 px of a visible box) or when its box-shadow, or that of its parent or grandparent (a
 * focus-within ring), differs from the one it has once the focus moved on.
 */
const inspectFocus = (): FocusStop => {
  type Remembered = { element: Element; name: string; outline: string; focused: string[] };
  const holder = window as unknown as { __a11yFocus?: Remembered | null };
  const describe = (element: Element) => {
    const label =
      element.getAttribute('aria-label') ??
      (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement
        ? (element.labels?.[0]?.textContent ?? element.placeholder)
        : element.textContent);
    const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
    return `${role} "${(label ?? '').replace(/\s+/g, ' ').trim().slice(0, 60)}"`;
  };
  const shadows = (element: Element) =>
    [element, element.parentElement, element.parentElement?.parentElement]
      .filter((node): node is Element => !!node)
      .map((node) => getComputedStyle(node).boxShadow);
  const outlineOf = (element: Element) => {
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    const drawn =
      style.outlineStyle !== 'none' &&
      parseFloat(style.outlineWidth) >= 1 &&
      !/rgba\([^)]*,\s*0\)|transparent/.test(style.outlineColor) &&
      box.width >= 4 &&
      box.height >= 4;
    return drawn ? `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}` : '';
  };

  const active = document.activeElement;
  const remembered = holder.__a11yFocus;
  // Tab also moves between the parts of one control (a date input's day, month and year): judged once it is left.
  if (remembered && remembered.element === active) return { current: remembered.name, previous: null };
  let previous: FocusStop['previous'] = null;
  if (remembered && remembered.element.isConnected) {
    const now = shadows(remembered.element);
    const changed = remembered.focused.some((shadow, index) => shadow !== now[index]);
    previous = {
      name: remembered.name,
      visible: remembered.outline !== '' || changed,
      detail: remembered.outline ? `outline ${remembered.outline}` : `box-shadow ${remembered.focused[0]}`,
    };
  }
  if (!active || active === document.body || active === document.documentElement) {
    holder.__a11yFocus = null;
    return { current: null, previous };
  }
  holder.__a11yFocus = {
    element: active,
    name: describe(active),
    outline: outlineOf(active),
    focused: shadows(active),
  };
  return { current: describe(active), previous };
};

/**
 * Tabs from the top of the page until the focus leaves the document (the browser's address bar would be next),
 * checking the focus indicator of every stop on the way. A keyboard trap never lets the focus leave.
 */
const tabThrough = async (page: Page, limit = 250) => {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    (window as unknown as { __a11yFocus?: unknown }).__a11yFocus = null;
  });
  const stops: string[] = [];
  const invisible: string[] = [];
  for (let press = 0; press < limit; press++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(inspectFocus);
    if (stop.previous && !stop.previous.visible)
      invisible.push(`${stop.previous.name} (${stop.previous.detail})`);
    if (stop.current === null) return { stops, invisible, leftThePage: true };
    stops.push(stop.current);
  }
  return { stops, invisible, leftThePage: false };
};

/** The screens the keyboard walk visits: the auth pages and every admin screen (the shell around each). */
const keyboardScreens = adminScreens.filter((screen) => !screen.viewport);

test.describe('Keyboard', () => {
  test('every screen: each Tab stop shows a focus indicator and Tab leaves the page (no keyboard trap)', async ({
    themed,
    browser,
    run,
  }) => {
    const anonymous = await newThemedContext(browser, run);
    const signedOut = await anonymous.newPage();
    try {
      for (const path of ['/auth/sign-in', '/auth/sign-in?view=forgot-password', '/auth/reset-password']) {
        await test.step(path, async () => {
          await signedOut.goto(path);
          await expect(signedOut.locator('form button[type="submit"]')).toBeVisible();
          const walk = await tabThrough(signedOut);
          expect.soft(walk.leftThePage, `Tab never left ${path}; stops: ${walk.stops.join(', ')}`).toBe(true);
          expect.soft(walk.stops.length, `no Tab stop on ${path}`).toBeGreaterThan(2);
          expect.soft(walk.invisible, `stops without a visible focus indicator on ${path}`).toEqual([]);
        });
      }
    } finally {
      await anonymous.close();
    }

    // Some 300 Tab presses a screen on two dozen screens: a busy machine needs more than the default time.
    test.slow();
    const { page, seed } = await themed('light');
    for (const screen of keyboardScreens) {
      await test.step(screen.name, async () => {
        await page.goto(screen.path(seed));
        await expect(screen.ready(page)).toBeVisible();
        const walk = await tabThrough(page);
        expect
          .soft(walk.leftThePage, `Tab never left ${screen.name}; stops: ${walk.stops.join(', ')}`)
          .toBe(true);
        // Every stop of the side menu's links, and at least one of the screen's own (and the top bar's, where
        // the screen has one: a path the panel does not know shows the menu and the way home only).
        const menuLinks = await page.getByRole('navigation', { name: 'Main' }).getByRole('link').count();
        expect(menuLinks).toBeGreaterThanOrEqual(7);
        expect.soft(walk.stops.length, `Tab stops on ${screen.name}`).toBeGreaterThan(menuLinks);
        expect.soft(walk.invisible, `stops without a visible focus indicator on ${screen.name}`).toEqual([]);
      });
    }
  });

  /** Opens a dialog from the keyboard, tabs around it forwards and backwards, then closes it with Escape. */
  const checkDialogFocus = async (page: Page, opener: Locator, name: string) => {
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = openDialog(page);
    await expect(dialog).toBeVisible();
    const insideDialog = () =>
      page.evaluate((selector) => {
        const dialogs = [...document.querySelectorAll(selector)];
        const open = dialogs[dialogs.length - 1];
        return !!open && open.contains(document.activeElement) && document.activeElement !== open;
      }, DIALOG);
    expect(await insideDialog(), `${name}: the focus moves into the dialog`).toBe(true);
    const seen = new Map<string, number>();
    const invisible: string[] = [];
    await page.evaluate(() => ((window as unknown as { __a11yFocus?: unknown }).__a11yFocus = null));
    for (const key of [...Array<string>(30).fill('Tab'), ...Array<string>(10).fill('Shift+Tab')]) {
      await page.keyboard.press(key);
      const stop = await page.evaluate(inspectFocus);
      if (stop.previous && !stop.previous.visible) invisible.push(stop.previous.name);
      expect(await insideDialog(), `${name}: ${key} keeps the focus inside (at ${stop.current})`).toBe(true);
      if (stop.current) seen.set(stop.current, (seen.get(stop.current) ?? 0) + 1);
    }
    // Thirty Tabs in a dialog of fewer stops wrap around: some stop was reached more than once.
    expect(
      Math.max(...seen.values()),
      `${name}: Tab cycles inside (${[...seen.keys()].join(', ')})`,
    ).toBeGreaterThan(1);
    expect.soft([...new Set(invisible)], `${name}: stops without a visible focus indicator`).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.locator(DIALOG)).toHaveCount(0);
    await expect(opener, `${name}: Escape gives the focus back to the opener`).toBeFocused();
  };

  test('dialogs trap focus while open; Escape closes them and gives the focus back to the opener', async ({
    themed,
  }) => {
    const { page, seed } = await themed('light');
    await page.goto('/admin/programs');
    await expect(firstRow(page)).toBeVisible();
    await checkDialogFocus(page, page.getByRole('button', { name: 'Add Program' }), 'Create Program');
    await checkDialogFocus(page, page.getByRole('button', { name: /^Delete / }).first(), 'Delete Program');

    await page.goto(`/admin/programs/${seed.programId}/weeks/${seed.weekId}/days/${seed.dayId}`);
    await expect(page.getByRole('list', { name: 'Exercises' })).toBeVisible();
    await checkDialogFocus(page, page.getByRole('button', { name: 'Manage Exercises' }), 'Manage Exercises');

    await page.goto(`/admin/exercise-library/${seed.exerciseId}`);
    await checkDialogFocus(
      page,
      page.getByRole('button', { name: 'Manage Muscle Groups' }),
      'Manage Muscle Groups',
    );

    await test.step('a top-bar menu closes on Escape and gives the focus back', async () => {
      const trigger = page.getByRole('button', { name: 'Profile menu' });
      await trigger.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('menu')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toHaveCount(0);
      await expect(trigger).toBeFocused();
    });

    await test.step('the narrow side menu closes on Escape and gives the focus back', async () => {
      await page.setViewportSize(NARROW);
      try {
        // The layout follows the width on its next render: open the menu only once it has closed for narrow.
        await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
        const trigger = page.getByRole('button', { name: 'Open menu' });
        await trigger.focus();
        await page.keyboard.press('Enter');
        await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused();
        await page.keyboard.press('Escape');
        await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
        await expect(trigger).toBeFocused();
      } finally {
        await page.setViewportSize(WIDE);
      }
    });
  });
});
