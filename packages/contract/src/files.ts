import { z } from 'zod';

export * from './file-rules.js';

/** How an owner (a program, a user, a recipe) points at its image. */
export const imageRefSchema = z.object({ id: z.number().int(), full_path: z.string() });
export type ImageRef = z.infer<typeof imageRefSchema>;

/** A stored file as the API sends it. */
export const storedFileSchema = imageRefSchema.extend({
  original_name: z.string(),
  mime: z.string(),
  size: z.number().int(),
  created_at: z.string(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;
