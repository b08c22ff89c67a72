import { z } from 'zod';
import { expectedUpdatedAtField, staleUpdateMessage } from './stale-update.js';
import { trashNotice } from './trash.js';

/** Post types (spec part 2 section 3), in the order of the filter bar. */
export const postTypes = ['general', 'support', 'challenge', 'announcement'] as const;
export type PostType = (typeof postTypes)[number];

export const POSTS_PAGE_SIZE = 15;
export const COMMENTS_PAGE_SIZE = 15;
export const POST_CONTENT_MAX = 5000;
export const COMMENT_CONTENT_MAX = 1000;
export const POST_ATTACHMENTS_MAX = 5;
/** Delete confirmations name the item by its first 50 characters. */
export const DELETE_PREVIEW_LENGTH = 50;

export const communityMessages = {
  contentRequired: 'Post content is required',
  contentTooLong: 'Post content cannot exceed 5000 characters',
  typeRequired: 'Post type is required',
  typeInvalid: 'The selected post type is invalid',
  typeLocked: 'The type of a post cannot be changed',
  tooManyInRequest: 'You can upload up to 5 attachments',
  tooManyOnPost: 'Maximum 5 attachments allowed',
  onlyMoreAttachments: (n: number) => `Only ${n} more attachments can be added.`,
  commentRequired: 'Comment content is required',
  commentEmpty: 'Comment content cannot be empty',
  commentTooLong: 'Comment content cannot exceed 1000 characters',

  fetchPostsFailed: 'Failed to fetch posts',
  fetchPostsUnexpected: 'An unexpected error occurred while fetching posts',
  postNotFound: 'Post not found',
  fetchPostUnexpected: 'An unexpected error occurred while fetching post',
  createPostFailed: 'Failed to create post',
  updatePostFailed: 'Failed to update post',
  deletePostFailed: 'Failed to delete post',
  createPostUnexpected: 'An unexpected error occurred while creating post',
  updatePostUnexpected: 'An unexpected error occurred while updating post',
  deletePostUnexpected: 'An unexpected error occurred while deleting post',
  likeFailed: 'Failed to like post',
  unlikeFailed: 'Failed to unlike post',
  uploadAttachmentsFailed: 'Failed to upload post attachments',
  deleteAttachmentFailed: 'Failed to delete post attachment',
  fetchCommentsFailed: 'Failed to fetch comments',
  fetchCommentsUnexpected: 'An unexpected error occurred while fetching comments',
  commentNotFound: 'Comment not found',
  createCommentFailed: 'Failed to create comment',
  updateCommentFailed: 'Failed to update comment',
  deleteCommentFailed: 'Failed to delete comment',
  createCommentUnexpected: 'An unexpected error occurred while creating comment',
  updateCommentUnexpected: 'An unexpected error occurred while updating comment',
  deleteCommentUnexpected: 'An unexpected error occurred while deleting comment',
  notAuthor: 'Only the author or an administrator can change this',

  postCreated: 'Post created successfully',
  postUpdated: 'Post updated successfully',
  postDeleted: 'Post deleted successfully',
  postStaleUpdate: staleUpdateMessage('post'),
  postLiked: 'Post liked',
  postUnliked: 'Post unliked',
  attachmentsUploaded: 'Attachments uploaded successfully',
  commentCreated: 'Comment created successfully',
  commentUpdated: 'Comment updated successfully',
  commentDeleted: 'Comment deleted successfully',

  subtitle: 'Manage community posts and engagement',
  noPosts: 'No posts yet',
  deletePostTitle: 'Delete Post',
  /** Overrides the specification's 'This action cannot be undone': a deleted post goes to the trash, to be restored. */
  deletePostConfirm: (days: number) => `Are you sure you want to delete this post? ${trashNotice(days)}`,
  deletePostWithCommentsConfirm: (days: number) =>
    `Are you sure you want to delete this post? It goes to the trash with all its comments and can be restored for ${days} days.`,
  deleteCommentTitle: 'Delete Comment',
  deleteCommentConfirm: (days: number) =>
    `Are you sure you want to delete this comment? ${trashNotice(days)}`,
  noComments: 'No comments yet',
  noCommentsHint: 'Be the first to share your thoughts on this post.',
  commentPlaceholder: 'Share your thoughts on this post...',
} as const;

/** Display labels of the filter bar and the type badges. */
export const postTypeLabels: Record<PostType, string> = {
  general: 'General',
  support: 'Support',
  challenge: 'Challenge',
  announcement: 'Announcement',
};

const postTypeSchema = z.enum(postTypes, {
  error: (issue) =>
    issue.input === undefined || issue.input === null || issue.input === ''
      ? communityMessages.typeRequired
      : communityMessages.typeInvalid,
});

const requiredText = (requiredMessage: string) =>
  z.string({
    error: (issue) => (issue.input === undefined || issue.input === null ? requiredMessage : undefined),
  });

/** Lengths are measured on the text as typed (the counter shows that), then it is stored trimmed. */
const postContentSchema = requiredText(communityMessages.contentRequired)
  .max(POST_CONTENT_MAX, communityMessages.contentTooLong)
  .trim()
  .min(1, communityMessages.contentRequired);

/** `POST /posts` body and the create form. */
export const createPostSchema = z.object({ content: postContentSchema, type: postTypeSchema });
export type CreatePostInput = z.input<typeof createPostSchema>;
export type CreatePost = z.output<typeof createPostSchema>;

/** `PUT /posts/{id}` body: the type may be sent (the original sends the form state) but cannot change. */
export const updatePostSchema = z.object({
  content: postContentSchema,
  type: postTypeSchema.optional(),
  ...expectedUpdatedAtField,
});
export type UpdatePostInput = z.input<typeof updatePostSchema>;
export type UpdatePost = z.output<typeof updatePostSchema>;

/**
 * `POST /posts/{id}/comments` and `PUT .../comments/{commentId}` body. A missing or empty value is
 * 'Comment content is required'; text of only spaces is 'Comment content cannot be empty'. The limit is
 * measured on the untrimmed text (spec part 2 section 5).
 */
export const commentInputSchema = z.object({
  content: requiredText(communityMessages.commentRequired)
    .min(1, communityMessages.commentRequired)
    .max(COMMENT_CONTENT_MAX, communityMessages.commentTooLong)
    .trim()
    .min(1, communityMessages.commentEmpty),
});
export type CommentInput = z.input<typeof commentInputSchema>;

/** The comment form says 'Comment content is required' for empty and whitespace-only text alike. */
export const commentFormSchema = z.object({
  content: z
    .string()
    .max(COMMENT_CONTENT_MAX, communityMessages.commentTooLong)
    .trim()
    .min(1, communityMessages.commentRequired),
});

export const authorSchema = z.object({
  id: z.number().int(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string(),
  profile_image: z.object({ id: z.number().int(), full_path: z.string() }).nullable(),
});
export type Author = z.infer<typeof authorSchema>;

export const attachmentSchema = z.object({
  id: z.number().int(),
  full_path: z.string(),
  original_name: z.string(),
  storage_name: z.string(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

export const postSchema = z.object({
  id: z.number().int(),
  content: z.string(),
  type: z.enum(postTypes),
  author: authorSchema,
  likes_count: z.number().int(),
  comments_count: z.number().int(),
  is_liked_by_auth_user: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  attachments: z.array(attachmentSchema),
});
export type Post = z.infer<typeof postSchema>;

/** One post as its detail page shows it: with how many members reported it (for the moderators). */
export const postDetailSchema = postSchema.extend({ report_count: z.number().int() });
export type PostDetail = z.infer<typeof postDetailSchema>;

export const commentSchema = z.object({
  id: z.number().int(),
  post_id: z.number().int(),
  content: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  author: authorSchema,
});
export type Comment = z.infer<typeof commentSchema>;

/** Author or admin may edit and delete a post or a comment (spec part 2 section 6). */
export const canModerate = (viewer: { id: number; role: string } | null | undefined, authorId: number) =>
  !!viewer && (viewer.role === 'admin' || viewer.id === authorId);

export const likesLabel = (count: number) => (count === 1 ? '1 like' : `${count} likes`);
export const commentsLabel = (count: number) => (count === 1 ? '1 comment' : `${count} comments`);

/** The item name in delete confirmations: the first 50 characters. */
export const deletePreview = (content: string) => content.slice(0, DELETE_PREVIEW_LENGTH);

/** Author name, falling back to the e-mail. */
export const authorName = (author: Pick<Author, 'first_name' | 'last_name' | 'email'>) =>
  [author.first_name, author.last_name].filter(Boolean).join(' ') || author.email;

export const authorInitials = (author: Pick<Author, 'first_name' | 'last_name' | 'email'>) => {
  const initials = [author.first_name, author.last_name]
    .map((part) => part?.trim().charAt(0) ?? '')
    .join('')
    .toUpperCase();
  return initials || author.email.charAt(0).toUpperCase();
};

/**
 * Checks adding `adding` files to a post that has `existing` attachments (kept ones plus already chosen
 * ones). Returns the message to show, or null when they fit.
 */
export const attachmentLimitMessage = (existing: number, adding: number) => {
  if (adding > POST_ATTACHMENTS_MAX) return communityMessages.tooManyInRequest;
  const room = POST_ATTACHMENTS_MAX - existing;
  if (adding <= room) return null;
  return room <= 0 ? communityMessages.tooManyOnPost : communityMessages.onlyMoreAttachments(room);
};

/** A comment count shown after a create or delete never drops below 0. */
export const nextCommentsCount = (count: number, change: 1 | -1) => Math.max(0, count + change);
