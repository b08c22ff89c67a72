import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import {
  communityMessages,
  fileMessages,
  MAX_IMAGE_BYTES,
  POST_ATTACHMENTS_MAX,
  type Attachment,
} from '@coachboard/contract';
import type { NewFileRow } from '../../../db/schema/index.js';
import { invalidField, notFound, tooLarge, unsupportedType } from '../../../lib/errors.js';
import { putTrackedFile } from '../../../lib/put-tracked-file.js';
import type { StoreImageContext } from '../../../lib/store-image.js';
import {
  ImageTooLargeError,
  processUploadedImage,
  UnsupportedImageError,
} from '../../../storage/image-processing.js';
import { removeStoredFile } from '../../../storage/index.js';
import { insertAttachments, lockPostAttachments } from '../attachments-repository.js';
import { findPostOwnership } from '../posts-repository.js';
import { receiveAttachments, type ReceivedAttachment } from '../receive-attachments.js';
import { assertCanModerate, type Viewer } from '../moderation.js';

const MULTIPART_OVERHEAD_BYTES = 1_048_576;
const STORAGE_FOLDER = 'post-attachments';

const displayFileName = (name: string, extension: string) => {
  const base = path.basename(name.replace(/\\/g, '/')).trim().slice(0, 255);
  return base || `image.${extension}`;
};

const processImage = async (file: ReceivedAttachment) => {
  try {
    return await processUploadedImage(file.tempPath);
  } catch (error) {
    if (error instanceof UnsupportedImageError) throw unsupportedType(fileMessages.onlyImages);
    if (error instanceof ImageTooLargeError)
      throw invalidField('attachments', fileMessages.imageTooManyPixels);
    throw error;
  }
};

/**
 * Stores up to five images for a post: each is checked by its bytes and re-encoded (sharp), stored, then
 * all are attached in one transaction that re-checks the limit with the post row locked and writes the
 * `upload` audit entry. Stored files are removed again when anything fails. Returns the new attachments.
 */
export const uploadPostAttachments = async (
  request: FastifyRequest,
  { db, storage, log }: StoreImageContext,
  postId: number,
  viewer: Viewer,
): Promise<Attachment[]> => {
  if (!request.isMultipart()) throw unsupportedType('The request must be multipart/form-data');
  const maxBody = POST_ATTACHMENTS_MAX * MAX_IMAGE_BYTES + MULTIPART_OVERHEAD_BYTES;
  if (Number(request.headers['content-length'] ?? 0) > maxBody) throw tooLarge(fileMessages.tooLarge);
  const post = await findPostOwnership(db, postId);
  if (!post) throw notFound(communityMessages.postNotFound);
  assertCanModerate(viewer, post.authorId);

  const upload = await receiveAttachments(request);
  const stored: string[] = [];
  try {
    if (upload.files.length === 0) throw invalidField('attachments', fileMessages.noFile);
    if (upload.files.some((file) => file.truncated)) throw tooLarge(fileMessages.tooLarge);
    const fileRows: NewFileRow[] = [];
    for (const file of upload.files) {
      const image = await processImage(file);
      const storageName = `${STORAGE_FOLDER}/${randomUUID()}.${image.extension}`;
      await putTrackedFile(db, storage, storageName, image.data, image.mime);
      stored.push(storageName);
      fileRows.push({
        fullPath: storage.publicPath(storageName),
        originalName: displayFileName(file.originalName, image.extension),
        storageName,
        mime: image.mime,
        size: image.data.length,
      });
    }
    const inserted = await db.transaction(async (tx) => {
      const existing = await lockPostAttachments(tx, postId);
      if (!existing) throw notFound(communityMessages.postNotFound);
      if (existing.count + fileRows.length > POST_ATTACHMENTS_MAX) {
        throw invalidField('attachments', communityMessages.tooManyOnPost);
      }
      const files = await insertAttachments(tx, postId, fileRows, existing.lastPosition);
      const post = await request.server.recordTypes.get('post')?.read(tx, postId);
      await request.audit.record(
        {
          action: 'upload',
          record: { type: 'post', id: postId, name: post?.name ?? null },
          details: {
            files: files.map((file) => ({ id: file.id, name: file.originalName, size: file.size })),
          },
        },
        tx,
      );
      return files;
    });
    stored.length = 0;
    return inserted.map((file) => ({
      id: file.id,
      full_path: file.fullPath,
      original_name: file.originalName,
      storage_name: file.storageName,
    }));
  } finally {
    await Promise.all(stored.map((name) => removeStoredFile(storage, name, log)));
    await upload.cleanup();
  }
};
