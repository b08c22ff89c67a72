import { z } from 'zod';

/** Success envelope of every API answer: `{ success: true, message?, data }`. */
export const successEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), message: z.string().optional(), data });

/** Error envelope: `{ success: false, message, errors? }` where errors maps a field to its messages. */
export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
