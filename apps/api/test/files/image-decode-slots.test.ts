import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  DecodeSlots,
  imageDecodeSlots,
  MAX_CONCURRENT_DECODES,
} from '../../src/storage/image-decode-slots.js';
import {
  ImageTooLargeError,
  processUploadedImage,
  UnsupportedImageError,
} from '../../src/storage/image-processing.js';

/**
 * The bound on concurrent decodes is checked by counting, never by timing: the slots' own counters
 * (`active`, `waiting`, `maxActive`) and tasks that only finish when the test lets them.
 */

/** Lets every pending promise callback run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

const deferred = () => {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('DecodeSlots', () => {
  it('runs at most `limit` tasks at once and starts the waiting ones in order as slots free up', async () => {
    const slots = new DecodeSlots(2);
    const gates = Array.from({ length: 5 }, deferred);
    const started: number[] = [];
    let running = 0;
    let mostRunning = 0;
    const results = gates.map((gate, index) =>
      slots.run(async () => {
        started.push(index);
        running += 1;
        mostRunning = Math.max(mostRunning, running);
        await gate.promise;
        running -= 1;
        return index;
      }),
    );
    await settle();
    expect(started).toEqual([0, 1]);
    expect([slots.active, slots.waiting]).toEqual([2, 3]);

    gates[1]!.resolve();
    await settle();
    expect(started).toEqual([0, 1, 2]);
    expect([slots.active, slots.waiting]).toEqual([2, 2]);

    for (const gate of gates) gate.resolve();
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(mostRunning).toBe(2);
    expect(slots.maxActive).toBe(2);
    expect([slots.active, slots.waiting]).toEqual([0, 0]);
  });

  it('gives the slot back when a task fails, and a second release does nothing', async () => {
    const slots = new DecodeSlots(1);
    const gate = deferred();
    const failing = slots.run(() => gate.promise);
    const next = slots.run(async () => 'next ran');
    await settle();
    expect([slots.active, slots.waiting]).toEqual([1, 1]);
    gate.reject(new Error('decode failed'));
    await expect(failing).rejects.toThrow('decode failed');
    expect(await next).toBe('next ran');
    expect([slots.active, slots.waiting]).toEqual([0, 0]);

    const release = await slots.acquire();
    release();
    release();
    expect(slots.active).toBe(0);
    const [first, second] = [await slots.acquire(), slots.acquire()];
    await settle();
    expect([slots.active, slots.waiting]).toEqual([1, 1]);
    first();
    (await second)();
    expect([slots.active, slots.waiting]).toEqual([0, 0]);
  });

  it('refuses a limit below one', () => {
    expect(() => new DecodeSlots(0)).toThrow(RangeError);
    expect(() => new DecodeSlots(1.5)).toThrow(RangeError);
  });
});

describe('processUploadedImage decodes in the process-wide slots', () => {
  let dir: string;
  let valid: string;
  let truncated: string;
  let pixelBomb: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'coachboard-decode-slots-'));
    const noise = Buffer.from(Array.from({ length: 300 * 200 * 3 }, (_, i) => (i * 7919) % 251));
    const jpeg = await sharp(noise, { raw: { width: 300, height: 200, channels: 3 } })
      .jpeg()
      .toBuffer();
    valid = path.join(dir, 'valid.jpg');
    fs.writeFileSync(valid, jpeg);
    // The header is whole (the type and size checks pass), the scan data is cut: the decode itself fails.
    truncated = path.join(dir, 'truncated.jpg');
    fs.writeFileSync(truncated, jpeg.subarray(0, Math.floor(jpeg.length * 0.6)));
    // A JPEG whose frame header claims 50000 x 50000 pixels: refused from the header, before any decode.
    const bomb = Buffer.from(jpeg);
    const sof = bomb.indexOf(Buffer.from([0xff, 0xc0]));
    bomb.writeUInt16BE(50_000, sof + 5);
    bomb.writeUInt16BE(50_000, sof + 7);
    pixelBomb = path.join(dir, 'bomb.jpg');
    fs.writeFileSync(pixelBomb, bomb);
  });

  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it(`runs at most MAX_CONCURRENT_DECODES (${MAX_CONCURRENT_DECODES}) decodes of parallel uploads at once`, async () => {
    const calls = MAX_CONCURRENT_DECODES + 4;
    // Hold every slot, so all the calls must queue, then let them through.
    const held = [];
    for (let i = 0; i < MAX_CONCURRENT_DECODES; i += 1) held.push(await imageDecodeSlots.acquire());
    imageDecodeSlots.resetMaxActive();
    try {
      let finished = 0;
      const results = Array.from({ length: calls }, () =>
        processUploadedImage(valid).then((image) => {
          finished += 1;
          return image;
        }),
      );
      await vi.waitFor(() => expect(imageDecodeSlots.waiting).toBe(calls));
      expect(imageDecodeSlots.active).toBe(MAX_CONCURRENT_DECODES);
      expect(finished).toBe(0);

      for (const release of held) release();
      const images = await Promise.all(results);
      expect(images.map(({ width, height, kind }) => [width, height, kind])).toEqual(
        Array.from({ length: calls }, () => [300, 200, 'jpeg']),
      );
    } finally {
      for (const release of held) release();
    }
    expect(imageDecodeSlots.maxActive).toBe(MAX_CONCURRENT_DECODES);
    expect([imageDecodeSlots.active, imageDecodeSlots.waiting]).toEqual([0, 0]);
  });

  it('gives the slot back when the decode fails, so later uploads still run', async () => {
    const failures = await Promise.allSettled(
      Array.from({ length: MAX_CONCURRENT_DECODES + 2 }, () => processUploadedImage(truncated)),
    );
    for (const failure of failures) {
      expect(failure.status).toBe('rejected');
      expect((failure as PromiseRejectedResult).reason).toBeInstanceOf(UnsupportedImageError);
    }
    expect([imageDecodeSlots.active, imageDecodeSlots.waiting]).toEqual([0, 0]);
    expect((await processUploadedImage(valid)).width).toBe(300);
    expect([imageDecodeSlots.active, imageDecodeSlots.waiting]).toEqual([0, 0]);
  });

  it('refuses what the header already condemns without taking a slot', async () => {
    imageDecodeSlots.resetMaxActive();
    await expect(processUploadedImage(pixelBomb)).rejects.toBeInstanceOf(ImageTooLargeError);
    const html = path.join(dir, 'page.jpg');
    fs.writeFileSync(html, '<html><body>not an image</body></html>');
    await expect(processUploadedImage(html)).rejects.toBeInstanceOf(UnsupportedImageError);
    expect(imageDecodeSlots.maxActive).toBe(0);
  });
});
