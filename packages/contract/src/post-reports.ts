import { z } from 'zod';

export const POST_REPORT_REASONS = ['spam', 'abuse', 'off_topic', 'other'] as const;
export type PostReportReason = (typeof POST_REPORT_REASONS)[number];
export const POST_REPORT_TEXT_MAX = 1000;

export const postReportMessages = {
  reasonInvalid: `reason must be one of ${POST_REPORT_REASONS.join(', ')}`,
  textTooLong: `text must be at most ${POST_REPORT_TEXT_MAX} characters`,
  reported: 'Thank you, the post was reported',
  alreadyReported: 'You already reported this post',
} as const;

/** `POST /member/posts/{id}/report`: why the member reports the post, with optional words of their own. */
export const reportPostInputSchema = z.object({
  reason: z.enum(POST_REPORT_REASONS, { error: postReportMessages.reasonInvalid }),
  text: z
    .string()
    .trim()
    .max(POST_REPORT_TEXT_MAX, postReportMessages.textTooLong)
    .transform((text) => text || null)
    .nullable()
    .optional(),
});
export type ReportPostInput = z.infer<typeof reportPostInputSchema>;

/** The member's report of a post, as stored (one per member and post). */
export const postReportSchema = z.object({
  post_id: z.number().int(),
  reason: z.enum(POST_REPORT_REASONS),
  text: z.string().nullable(),
  created_at: z.string(),
});
export type PostReport = z.infer<typeof postReportSchema>;
