import type { z } from 'zod';
import type { programListQuerySchema } from '@coachboard/contract';

/** `GET /training-programs`'s parameters: the list's fetcher and its first-load request both build them. */
export type GetProgramsParams = z.output<typeof programListQuerySchema>;
