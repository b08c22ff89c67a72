import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import {
  communityMessages,
  createPostSchema,
  POST_CONTENT_MAX,
  postTypeLabels,
  postTypes,
  type Post,
} from '@coachboard/contract';
import { ContractFormModal } from '@/components/ui/contract-form-modal';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { useContractForm } from '@/lib/use-contract-form';
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
  const [progress, setProgress] = useState<number | null>(null);
  const contract = useContractForm({
    schema: createPostSchema,
    record: post,
    toValues: (opened) => ({ content: opened?.content ?? '', type: opened?.type ?? 'general' }),
    toRequest: (values, { record, precondition }) => ({
      ...values,
      ...precondition,
      files,
      removed: (record?.attachments ?? []).filter((file) => removedIds.includes(file.id)),
      onProgress: setProgress,
    }),
    save: async (input) => {
      try {
        return post ? await save.update(post.id, input) : await save.create(input);
      } finally {
        setProgress(null);
      }
    },
    onSaved: (result) => {
      onClose();
      onSaved(result);
    },
    fields: ['content', 'type'],
    failureMessage: (error) =>
      errorMessage(
        error,
        isCreate ? communityMessages.createPostUnexpected : communityMessages.updatePostUnexpected,
      ),
    stale: {
      message: communityMessages.postStaleUpdate,
      load: (opened) => getPost(opened.id),
      onReloaded: () => {
        setFiles([]);
        setRemovedIds([]);
      },
    },
  });
  const { form, current } = contract;
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const content = useWatch({ control, name: 'content' }) ?? '';
  const existing = current?.attachments ?? [];

  const busyLabel = isCreate ? 'Creating...' : 'Updating...';
  return (
    <ContractFormModal
      contract={contract}
      onClose={onClose}
      title={isCreate ? 'Create Post' : 'Edit Post'}
      description={isCreate ? 'Share an update with the community.' : undefined}
      size="lg"
      submitLabel={isSubmitting ? busyLabel : isCreate ? 'Create Post' : 'Update Post'}
      submitDisabled={content.trim() === ''}
    >
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
    </ContractFormModal>
  );
}
