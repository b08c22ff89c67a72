/**
 * How many uploaded images are decoded and re-encoded at once in this process. One decode of a 20 MB,
 * 24-megapixel JPEG takes 50 to 70 MB of native memory (libvips line buffers, libjpeg, the encoder, the worker
 * thread's malloc arena), whatever the number of cores: four parallel uploads took the server from 170 to a
 * 624 MiB peak. One at a time keeps a burst of uploads within +64 MB; two measured +120 (docs/BENCHMARKS.md,
 * "Issue 19: upload memory"). The cost is latency in a burst (the fourth of four waits for three), not
 * throughput: the JPEG decode and encode are single-threaded, and the other core serves the other requests.
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
