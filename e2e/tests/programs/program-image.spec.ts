import { mkdir, rm } from 'node:fs/promises';
import { fileMessages, programMessages } from '@coachboard/contract';
import { expect, test } from '../../fixtures';
import { makePng, makeTextFile, writeTooLargePng } from '../../fixtures/images';
import { uniqueName } from '../../fixtures/names';
import { snap } from '../../fixtures/screenshots';

test('upload and delete a program image', async ({ adminPage: page, api }, testInfo) => {
  const program = await api.createProgram({ name: uniqueName('E2E Image Plan') });
  await page.goto(`/admin/programs/${program.id}`);
  await expect(page.getByRole('heading', { name: program.name })).toBeVisible();
  const fileInput = page.locator('input[type="file"]');

  await test.step('upload a real PNG', async () => {
    await fileInput.setInputFiles(await makePng());
    const image = page.getByRole('img', { name: new RegExp(program.name) });
    await expect(image).toBeVisible();
    await expect(image).toHaveJSProperty('complete', true);
    expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
    await snap(page, testInfo, 'program-with-image');

    const saved = await api.getProgram(program.id);
    expect(saved.training_program_image).not.toBeNull();
    expect(saved.image).toBeTruthy();
    const served = await page.request.get(saved.image!);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toMatch(/^image\/(png|jpeg)/);
  });

  await test.step('delete it after the confirmation', async () => {
    const before = await api.getProgram(program.id);
    await page.getByRole('button', { name: /delete image|remove image/i }).click();
    const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect(confirm.getByText(programMessages.deleteImageConfirm)).toBeVisible();
    await confirm.getByRole('button', { name: /^delete/i }).click();
    // While the modal is open the page behind it is hidden from the accessibility tree: wait for it to close.
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('img', { name: new RegExp(program.name) })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Upload Image' })).toBeVisible();

    const saved = await api.getProgram(program.id);
    expect(saved.training_program_image).toBeNull();
    expect(saved.image).toBeNull();
    expect((await page.request.get(before.image!)).status()).toBe(404);
  });
});

test('refuses too-large and wrong-type files', async ({ adminPage: page, api }, testInfo) => {
  const program = await api.createProgram({ name: uniqueName('E2E Image Rules') });
  await page.goto(`/admin/programs/${program.id}`);
  await expect(page.getByRole('heading', { name: program.name })).toBeVisible();
  const fileInput = page.locator('input[type="file"]');

  await test.step('over 20 MB', async () => {
    await mkdir(testInfo.outputDir, { recursive: true });
    const tooLarge = await writeTooLargePng(testInfo.outputDir);
    await fileInput.setInputFiles(tooLarge);
    await rm(tooLarge);
    await expect(page.getByText(fileMessages.tooLarge)).toBeVisible();
    await snap(page, testInfo, 'image-too-large');
    // The message clears itself after 5 seconds.
    await expect(page.getByText(fileMessages.tooLarge)).toBeHidden({ timeout: 8_000 });
  });

  await test.step('a text file', async () => {
    await fileInput.setInputFiles(makeTextFile('notes.txt'));
    await expect(page.getByText(fileMessages.onlyImages)).toBeVisible();
  });

  await test.step('a text file named .png is refused by the server by its content', async () => {
    await fileInput.setInputFiles(makeTextFile('disguised.png'));
    await expect(page.getByText(fileMessages.onlyImages)).toBeVisible();
  });

  const saved = await api.getProgram(program.id);
  expect(saved.training_program_image).toBeNull();
});
