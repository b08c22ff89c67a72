import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  communityMessages,
  createPostSchema,
  POST_CONTENT_MAX,
  postTypeLabels,
  postTypes,
  type CreatePost,
  type Post,
} from '@coachboard/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogBody, DialogFooter } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { StaleUpdateNotice } from '@/components/ui/stale-update-notice';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-error';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { cn } from '@/lib/cn';
import { useStaleUpdate } from '@/lib/use-stale-update';
import { getPost } from '../api/get-post';
import { AttachmentPicker } from './attachment-picker';
import { useSavePost, type SavePostResult } from './use-save-post';

const typeOptions = postTypes.map((value) => ({ value, label: postTypeLabels[value] }));

export interface PostFormModalProps {
  /** The post being edited; creates a post without it. */
  post?: Post;
  onClose: () => void;
  /** Called once the post is saved, with the note of a failed attachment step if any. */
  onSaved: (result: SavePostResult) => void;
}

/** Create or edit a post with its image attachments. Mount it when needed so every opening starts fresh. */
export function PostFormModal({ post, onClose, onSaved }: PostFormModalProps) {
  const isCreate = !post;
  const save = useSavePost();
  const [files, setFiles] = useState<File[]>([]);
  const [removedIds, setRemovedIds] = useState<number[]>([]);
  const [attachmentError, setAttachmentError] = useState<string | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CreatePost>({
    resolver: zodResolver(createPostSchema),
    defaultValues: { content: post?.content ?? '', type: post?.type ?? 'general' },
  });
  const content = useWatch({ control, name: 'content' }) ?? '';
  const stale = useStaleUpdate({
    record: post,
    message: communityMessages.postStaleUpdate,
    load: (opened) => getPost(opened.id),
    onReloaded: (latest) => {
      reset({ content: latest.content, type: latest.type });
      setFiles([]);
      setRemovedIds([]);
    },
  });
  const existing = stale.current?.attachments ?? [];

  const submit = handleSubmit(async (values) => {
    setSubmitError(null);
    const input = {
      ...values,
      ...stale.precondition,
      files,
      removed: existing.filter((file) => removedIds.includes(file.id)),
      onProgress: setProgress,
    };
    try {
      const result = post ? await save.update(post.id, input) : await save.create(input);
      onClose();
      onSaved(result);
    } catch (error) {
      if (stale.catchStale(error)) return;
      const fallback = isCreate
        ? communityMessages.createPostUnexpected
        : communityMessages.updatePostUnexpected;
      setSubmitError(errorMessage(error, fallback));
      applyServerErrors(error, setError, ['content', 'type']);
    } finally {
      setProgress(null);
    }
  });

  const busyLabel = isCreate ? 'Creating...' : 'Updating...';
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={isCreate ? 'Create Post' : 'Edit Post'}
      description={isCreate ? 'Share an update with the community.' : undefined}
      size="lg"
      dismissible={!isSubmitting}
    >
      <form noValidate onSubmit={submit} className="flex min-h-0 flex-1 flex-col">
        <DialogBody className="flex flex-col gap-4">
          {stale.notice ? (
            <Alert>
              <StaleUpdateNotice {...stale.notice} />
            </Alert>
          ) : (
            submitError && <Alert>{submitError}</Alert>
          )}
          {isCreate && (
            <Field label="Type" required error={errors.type?.message}>
              <Select {...register('type')} options={typeOptions} />
            </Field>
          )}
          <Field
            label="Content"
            required
            error={errors.content?.message}
            hint={
              <span
                className={cn(
                  content.length > POST_CONTENT_MAX && 'font-semibold text-red-600 dark:text-red-400',
                )}
              >
                {content.length}/{POST_CONTENT_MAX} characters
              </span>
            }
          >
            <Textarea {...register('content')} rows={6} placeholder="What would you like to share?" />
          </Field>
          <AttachmentPicker
            existing={existing}
            removedIds={removedIds}
            onToggleRemoved={(id) =>
              setRemovedIds((ids) => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]))
            }
            files={files}
            onFilesChange={setFiles}
            error={attachmentError}
            onError={setAttachmentError}
            disabled={isSubmitting}
          />
          {progress !== null && (
            <div role="status" className="flex flex-col gap-1 text-xs text-slate-500 dark:text-slate-400">
              Uploading attachments... {Math.round(progress * 100)}%
              <progress
                max={1}
                value={progress}
                className="h-1.5 w-full accent-brand-500"
                aria-label="Upload progress"
              />
            </div>
          )}
        </DialogBody>
        <DialogFooter>
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting} disabled={content.trim() === ''}>
            {isSubmitting ? busyLabel : isCreate ? 'Create Post' : 'Update Post'}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
