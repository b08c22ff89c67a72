import { describe, expect, it } from 'vitest';

describe('zod settings', () => {
  it('zod, loaded after lib/zod-config, builds schemas without probing eval', async () => {
    await import('./zod-config');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });
});
