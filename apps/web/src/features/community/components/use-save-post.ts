import { useQueryClient } from '@tanstack/react-query';
import { communityMessages, type Attachment, type Post, type PostType } from '@coachboard/contract';
import { invalidateKeys } from '@/lib/query-keys';
import { postKeys } from '../api/community-query-keys';
import { createPost } from '../api/create-post';
import { deletePostAttachment } from '../api/delete-post-attachment';
import { updatePost } from '../api/update-post';
import { uploadPostAttachments } from '../api/upload-post-attachments';

export interface SavePostInput {
  content: string;
  type: PostType;
  files: File[];
  removed: Attachment[];
  onProgress?: (fraction: number) => void;
  /** The post's `updated_at` when the form loaded it: the update is refused (409) if it changed since. */
  expected_updated_at?: string;
}

/** The post was saved; `attachmentError` says which attachment step failed, if one did. */
export interface SavePostResult {
  post: Post;
  attachmentError: string | null;
}

/**
 * The flows of spec part 2 section 7. Create: create the post, upload the attachments, refetch. Update: delete
 * the removed attachments, update the post, upload the new ones, refetch. A failed attachment step is a partial
 * success: the post is saved and the note says what did not happen. A failed create or update rejects.
 */
export function useSavePost() {
  const queryClient = useQueryClient();
  const refetch = (postId: number) =>
    invalidateKeys(queryClient, [postKeys.detail(postId), ...postKeys.pages(), postKeys.allTypeCounts()]);

  const upload = async (postId: number, input: SavePostInput) => {
    if (input.files.length === 0) return null;
    try {
      await uploadPostAttachments({ postId, files: input.files, onProgress: input.onProgress });
      return null;
    } catch {
      return communityMessages.uploadAttachmentsFailed;
    }
  };

  const create = async (input: SavePostInput): Promise<SavePostResult> => {
    const post = await createPost({ content: input.content, type: input.type });
    const attachmentError = await upload(post.id, input);
    await refetch(post.id);
    return { post, attachmentError };
  };

  const update = async (postId: number, input: SavePostInput): Promise<SavePostResult> => {
    const removals = await Promise.allSettled(input.removed.map((file) => deletePostAttachment(file.id)));
    const removalError = removals.some((result) => result.status === 'rejected')
      ? communityMessages.deleteAttachmentFailed
      : null;
    const { content, type, expected_updated_at } = input;
    const post = await updatePost({ postId, input: { content, type, expected_updated_at } });
    const uploadError = await upload(postId, input);
    await refetch(postId);
    return { post, attachmentError: [removalError, uploadError].filter(Boolean).join('. ') || null };
  };

  return { create, update };
}
