/**
 * How many uploaded images are decoded and re-encoded at once in this process. One decode of a 20 MB,
 * 24-megapixel JPEG takes about 55 MB of native memory (libvips strips of the full-width image, libjpeg, the
 * mozjpeg encoder's whole-image buffers), whatever the number of cores. With one slot, four parallel uploads of
 * such a file peak 43 to 76 MiB above the idle server; with two, 90 to 135; without a bound (and with the
 * libvips cache), 211 to 323, all with the allocator settings of scripts/start.mjs (docs/BENCHMARKS.md,
 * its upload memory section). The price is time in a burst: the decode and encode of one image are
 * single-threaded, so images use one core instead of two (four parallel uploads took 4.0 to 4.5 s instead of 2.6
 * to 2.8, the fourth waiting for three), while the other core stays free for every other request.
 */
export const MAX_CONCURRENT_DECODES = 1;

/**
 * A counting semaphore. Waiters are served first come, first served; a release hands its slot straight to the
 * next waiter. `active`, `waiting` and `maxActive` are there to be observed (tests, diagnostics).
 */
export class DecodeSlots {
  #active = 0;
  #maxActive = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1)
      throw new RangeError(`limit must be a positive integer: ${limit}`);
  }

  /** Slots held now. */
  get active() {
    return this.#active;
  }

  /** Callers queued for a slot. */
  get waiting() {
    return this.#waiting.length;
  }

  /** The most slots held at once since this was created or `resetMaxActive()` was called. */
  get maxActive() {
    return this.#maxActive;
  }

  resetMaxActive() {
    this.#maxActive = this.#active;
  }

  /** Resolves with the function that gives the slot back (calling it again does nothing). */
  async acquire(): Promise<() => void> {
    if (this.#active < this.limit) {
      this.#active += 1;
      this.#maxActive = Math.max(this.#maxActive, this.#active);
    } else {
      // The releasing holder passes its slot on: `active` does not change.
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.#waiting.shift();
      if (next) next();
      else this.#active -= 1;
    };
  }

  /** Runs `task` holding a slot, and gives the slot back however the task ends. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    const release = await this.acquire();
    try {
      return await task();
    } finally {
      release();
    }
  }
}

/** The process-wide slots `processUploadedImage` decodes in. */
export const imageDecodeSlots = new DecodeSlots(MAX_CONCURRENT_DECODES);
