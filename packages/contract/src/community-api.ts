import { z } from 'zod';
import { attentionParam, postAttentionValues } from './dashboard.js';
import { optionalQueryValue } from './list-query.js';
import { pageParam, paginated, perPageParam } from './pagination.js';
import {
  attachmentSchema,
  commentSchema,
  communityMessages,
  COMMENTS_PAGE_SIZE,
  postSchema,
  POSTS_PAGE_SIZE,
  postTypes,
} from './community.js';

/** `GET /posts?page&per_page` (15 a page, newest first). */
export const postListQuerySchema = z.object({
  page: pageParam,
  per_page: perPageParam(POSTS_PAGE_SIZE),
  /** unanswered_support: support posts no admin has commented on, oldest first (a dashboard card). */
  attention: attentionParam(postAttentionValues),
});
export type PostListQuery = z.input<typeof postListQuerySchema>;

/**
 * `GET /posts/search?type&page&per_page&attention`: a missing or empty type lists every post; with `attention`,
 * the type narrows the card's posts.
 */
export const postSearchQuerySchema = postListQuerySchema.extend({
  type: optionalQueryValue(z.enum(postTypes, { error: communityMessages.typeInvalid })),
});
export type PostSearchQuery = z.input<typeof postSearchQuerySchema>;

/** `GET /posts/{id}/comments?page&per_page` (15 a page, newest first). */
export const commentListQuerySchema = z.object({
  page: pageParam,
  per_page: perPageParam(COMMENTS_PAGE_SIZE),
});
export type CommentListQuery = z.input<typeof commentListQuerySchema>;

export const postPageSchema = paginated(postSchema);
export type PostPage = z.infer<typeof postPageSchema>;
export const commentPageSchema = paginated(commentSchema);
export type CommentPage = z.infer<typeof commentPageSchema>;

/** `GET /posts/type-counts?attention`: the filter bar's counts, of the card's posts while `attention` is set. */
export const postTypeCountsQuerySchema = z.object({ attention: attentionParam(postAttentionValues) });
export type PostTypeCountsQuery = z.input<typeof postTypeCountsQuerySchema>;

/** `GET /posts/type-counts`: how many posts there are in all and of each type (the filter bar). */
export const postTypeCountsSchema = z.object({
  all: z.number().int(),
  general: z.number().int(),
  support: z.number().int(),
  challenge: z.number().int(),
  announcement: z.number().int(),
});
export type PostTypeCounts = z.infer<typeof postTypeCountsSchema>;

/** `POST` and `DELETE /posts/{id}/like` answer data. */
export const postLikeStateSchema = z.object({
  id: z.number().int(),
  likes_count: z.number().int(),
  is_liked_by_auth_user: z.boolean(),
});
export type PostLikeState = z.infer<typeof postLikeStateSchema>;

/** `POST /files/community/posts/{postId}/upload-attachment` answer data: the new files and the post. */
export const attachmentUploadSchema = z.object({
  attachments: z.array(attachmentSchema),
  post: postSchema,
});
export type AttachmentUpload = z.infer<typeof attachmentUploadSchema>;

/** `DELETE /posts/{id}/comments/{commentId}` answer data: the post's comment count after the delete. */
export const commentDeletedSchema = z.object({
  id: z.number().int(),
  post_id: z.number().int(),
  comments_count: z.number().int(),
});
export type CommentDeleted = z.infer<typeof commentDeletedSchema>;

/** Created and updated comments carry the post's comment count after the write. */
export const commentWriteSchema = commentSchema.extend({ comments_count: z.number().int() });
export type CommentWrite = z.infer<typeof commentWriteSchema>;
