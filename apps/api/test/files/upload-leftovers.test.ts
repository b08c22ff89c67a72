import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { removeStaleUploadTempDirs } from '../../src/lib/receive-upload.js';
import { createLocalFileStorage } from '../../src/storage/index.js';

describe('what a killed upload leaves behind', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'coachboard-leftovers-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('removing a stored file removes the half-written copy a killed put left beside it', async () => {
    const storage = createLocalFileStorage(root);
    fs.mkdirSync(path.join(root, 'recipes'));
    fs.writeFileSync(path.join(root, 'recipes', 'a.jpg.partial'), 'half');
    await storage.remove('recipes/a.jpg');
    expect(fs.readdirSync(path.join(root, 'recipes'))).toEqual([]);
  });

  it('removes temporary upload directories older than an hour, and keeps a recent one', async () => {
    const old = fs.mkdtempSync(path.join(os.tmpdir(), 'coachboard-upload-'));
    const recent = fs.mkdtempSync(path.join(os.tmpdir(), 'coachboard-upload-'));
    fs.writeFileSync(path.join(old, 'upload'), 'bytes');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    fs.utimesSync(old, twoHoursAgo, twoHoursAgo);
    try {
      expect(await removeStaleUploadTempDirs()).toBeGreaterThanOrEqual(1);
      expect(fs.existsSync(old)).toBe(false);
      expect(fs.existsSync(recent)).toBe(true);
    } finally {
      fs.rmSync(old, { recursive: true, force: true });
      fs.rmSync(recent, { recursive: true, force: true });
    }
  });
});
