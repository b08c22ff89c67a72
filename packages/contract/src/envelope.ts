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

/** The Laravel paginator shape the panel was written against. */
export const paginated = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    current_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    last_page: z.number().int(),
    from: z.number().int().nullable(),
    to: z.number().int().nullable(),
    next_page_url: z.string().nullable(),
    prev_page_url: z.string().nullable(),
  });
export type Paginated<T> = {
  data: T[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
  from: number | null;
  to: number | null;
  next_page_url: string | null;
  prev_page_url: string | null;
};

export const MAX_PER_PAGE = 100;

/** `page` starts at 1; bad values fall back to 1 rather than failing the request. */
export const pageParam = z.coerce.number().int().min(1).catch(1).default(1);
export const perPageParam = (defaultSize: number) =>
  z.coerce
    .number()
    .int()
    .min(1)
    .catch(defaultSize)
    .default(defaultSize)
    .transform((n) => Math.min(n, MAX_PER_PAGE));

export const ID_PARAM_MESSAGE = 'Must be a positive whole number';
export const idParam = z.coerce
  .number({ error: ID_PARAM_MESSAGE })
  .int(ID_PARAM_MESSAGE)
  .positive(ID_PARAM_MESSAGE)
  .max(Number.MAX_SAFE_INTEGER, ID_PARAM_MESSAGE);
