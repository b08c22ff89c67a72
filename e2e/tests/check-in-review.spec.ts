import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { CheckIn } from '@coachboard/contract';
import { expect, test } from '../fixtures';
import { login } from '../fixtures/api-client';
import { uniqueSuffix } from '../fixtures/names';
import { snap } from '../fixtures/screenshots';
import { sideMenu } from '../support/app-shell';

const CARD = 'Check-ins to review';
const card = (page: Page) => page.getByRole('region', { name: CARD });

/** The card's count as the dashboard shows it (a number, commas for thousands). */
const cardCount = async (page: Page) => {
  await sideMenu(page).getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const count = card(page).getByText(/^[\d,]+$/);
  await expect(count).toBeVisible();
  return Number((await count.innerText()).replace(/,/g, ''));
};

test('a coach reviews a check-in from the queue with a reply; it leaves the queue and the card, and the member reads the reply', async ({
  adminPage: page,
  db,
  request,
}, testInfo) => {
  // A client of this story whose check-in is the oldest waiting (a year back, older than any the demo seeds).
  const suffix = uniqueSuffix();
  const password = `Aa1@review-${suffix}`;
  const member = await db.createUser({
    email: `checkin.${suffix}@example.com`,
    password,
    firstName: 'Rita',
    lastName: `Review ${suffix}`,
  });
  const date = new Date(Date.now() - 300 * 86_400_000).toISOString().slice(0, 10);
  const earlier = new Date(Date.now() - 307 * 86_400_000).toISOString().slice(0, 10);
  await db.client.query(
    `insert into check_ins (user_id, client_id, date, bodyweight_kg, waist_cm)
     values ($1, $2, $3, 82.4, 91), ($1, $4, $5, 81.6, 90.2)`,
    [member.id, randomUUID(), earlier, randomUUID(), date],
  );

  const before = await cardCount(page);
  expect(before).toBeGreaterThanOrEqual(2);
  await card(page).getByRole('link').click();
  await expect(page).toHaveURL(/\/admin\/check-ins\?status=to_review$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Check-ins' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'To review' })).toHaveAttribute('aria-pressed', 'true');

  // Oldest first: this client's two check-ins lead the queue, the second against the first.
  const entries = page.getByRole('article');
  await expect(entries.first()).toContainText(member.fullName);
  const second = entries.nth(1);
  await expect(second).toContainText(member.fullName);
  await expect(second).toContainText('-0.8 kg since');
  await expect(second).toContainText('-0.8 cm since');
  await snap(page, testInfo, 'check-in-queue');

  await second.getByRole('button', { name: 'Mark reviewed' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark reviewed' });
  await dialog.getByLabel('Reply').fill('Down 0.8 kg in a week: keep it steady, no faster.');
  await dialog.getByRole('button', { name: 'Mark reviewed' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('article').filter({ hasText: member.fullName })).toHaveCount(1);

  expect(await cardCount(page)).toBe(before - 1);

  // The member reads the reply in their app's list.
  const session = await login(request, { email: member.email, password });
  const mine = await request.get('/api/member/check-ins', {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  expect(mine.ok()).toBe(true);
  const checkIns = ((await mine.json()) as { data: { data: CheckIn[] } }).data.data;
  expect(checkIns.find((item) => item.date === date)?.review?.reply).toBe(
    'Down 0.8 kg in a week: keep it steady, no faster.',
  );
  expect(checkIns.find((item) => item.date === earlier)?.review).toBeNull();
});
