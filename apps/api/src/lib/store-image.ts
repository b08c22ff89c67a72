import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { fileMessages, MAX_IMAGE_BYTES, type AuditRecordType } from '@coachboard/contract';
import type { FileRow } from '../db/schema/index.js';
import {
  ImageTooLargeError,
  processUploadedImage,
  UnsupportedImageError,
  type ProcessedImage,
} from '../storage/image-processing.js';
import { PRIVATE_KEY_FOLDER, removeStoredFile, type FileStorage } from '../storage/index.js';
import type { Database } from '../db/client.js';
import type { Transaction } from './db-types.js';
import { invalidField, notFound, tooLarge, unsupportedType } from './errors.js';
import { deleteFileRow, insertFileRow } from './files-repository.js';
import { putTrackedFile } from './put-tracked-file.js';
import { receiveUpload } from './receive-upload.js';

/** Multipart framing around the file; a declared body beyond this margin is refused before it is read. */
const MULTIPART_OVERHEAD_BYTES = 1_048_576;

/** The thing an image is stored for: a program, a user's profile, a recipe, a post. */
export interface ImageOwner {
  /** Storage folder, e.g. `training-programs`. */
  folder: string;
  /** The 404 message when the owner does not exist. */
  notFoundMessage: string;
  /**
   * Store under the private key folder (progress photos): never served under /uploads, fetched only through a
   * route that checks who asks. The row's `full_path` is then the key itself, not a URL.
   */
  privateFile?: boolean;
  /** Crop to a centred square (profile images). */
  square?: boolean;
  /** Checked before the upload is read, so a missing owner costs no upload. */
  exists: () => Promise<boolean>;
  /** Checks the multipart text fields (e.g. an id the client repeats); throw a domain error to refuse. */
  checkFields?: (fields: Record<string, string>) => void;
  /**
   * Points the owner at the new file inside the transaction. Returns the file id it pointed at before (its
   * row and stored file go), null when there was none, or undefined when the owner has gone meanwhile.
   */
  attach: (tx: Transaction, file: FileRow) => Promise<number | null | undefined>;
  /** The record the audit log names for the `upload` entry written in the attach's transaction. */
  audit: { type: AuditRecordType; id: number };
}

export interface StoreImageContext {
  db: Database;
  storage: FileStorage;
  log: FastifyBaseLogger;
}

const processImage = async (tempPath: string, square: boolean): Promise<ProcessedImage> => {
  try {
    return await processUploadedImage(tempPath, { square });
  } catch (error) {
    if (error instanceof UnsupportedImageError) throw unsupportedType(fileMessages.onlyImages);
    if (error instanceof ImageTooLargeError) throw invalidField('file', fileMessages.imageTooManyPixels);
    throw error;
  }
};

const displayFileName = (name: string, extension: string) => {
  const base = path.basename(name.replace(/\\/g, '/')).trim().slice(0, 255);
  return base || `image.${extension}`;
};

/**
 * Store an image and attach it to its owner, replacing the old one: receive the multipart `file`, check it,
 * re-encode it (sharp), store it, attach it in one transaction, undo the stored file when that fails, and
 * remove the replaced file after the commit. Returns the new file row.
 */
export const storeAttachedImage = async (
  request: FastifyRequest,
  { db, storage, log }: StoreImageContext,
  owner: ImageOwner,
): Promise<FileRow> => {
  if (!request.isMultipart()) throw unsupportedType('The request must be multipart/form-data');
  if (Number(request.headers['content-length'] ?? 0) > MAX_IMAGE_BYTES + MULTIPART_OVERHEAD_BYTES) {
    throw tooLarge(fileMessages.tooLarge);
  }
  if (!(await owner.exists())) throw notFound(owner.notFoundMessage);

  const upload = await receiveUpload(request);
  try {
    owner.checkFields?.(upload.fields);
    if (!upload.file) throw invalidField('file', fileMessages.noFile);
    if (upload.file.truncated) throw tooLarge(fileMessages.tooLarge);

    const image = await processImage(upload.file.tempPath, owner.square ?? false);
    const folder = owner.privateFile ? `${PRIVATE_KEY_FOLDER}/${owner.folder}` : owner.folder;
    const storageName = `${folder}/${randomUUID()}.${image.extension}`;
    await putTrackedFile(db, storage, storageName, image.data, image.mime);
    const fileRow = {
      fullPath: owner.privateFile ? storageName : storage.publicPath(storageName),
      originalName: displayFileName(upload.file.originalName, image.extension),
      storageName,
      mime: image.mime,
      size: image.data.length,
    };
    let attached: { file: FileRow; replacedStorageName: string | null };
    try {
      attached = await db.transaction(async (tx) => {
        const file = await insertFileRow(tx, fileRow);
        const replacedFileId = await owner.attach(tx, file);
        if (replacedFileId === undefined) throw notFound(owner.notFoundMessage);
        const record = await request.server.recordTypes.get(owner.audit.type)?.read(tx, owner.audit.id);
        await request.audit.record(
          {
            action: 'upload',
            record: { ...owner.audit, name: record?.name ?? null },
            details: { file: { id: file.id, name: file.originalName, size: file.size } },
          },
          tx,
        );
        const replacedStorageName = replacedFileId === null ? null : await deleteFileRow(tx, replacedFileId);
        return { file, replacedStorageName };
      });
    } catch (error) {
      await removeStoredFile(storage, storageName, log);
      throw error;
    }
    if (attached.replacedStorageName) await removeStoredFile(storage, attached.replacedStorageName, log);
    return attached.file;
  } finally {
    await upload.cleanup();
  }
};
