import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { MAX_IMAGE_BYTES } from '@coachboard/contract';
import { badRequest } from './errors.js';

export const MALFORMED_MULTIPART_MESSAGE = 'Malformed multipart body';

/**
 * Parts (files and fields) one upload may hold: the panel sends at most five files or a file and an id.
 * A request with more is refused with 413 'Too many parts in one request' (FST_PARTS_LIMIT).
 */
export const MAX_MULTIPART_PARTS = 10;

/**
 * Registers @fastify/multipart in the (encapsulated) route plugin that calls it, before its routes: only upload
 * routes parse multipart/form-data and pay for the plugin's onRequest/onResponse hooks, which it adds to every
 * route of the context it is registered in. Elsewhere a multipart body is an unsupported media type (415,
 * FST_ERR_CTP_INVALID_MEDIA_TYPE). The default limits (one file, MAX_IMAGE_BYTES) apply to `request.file()`;
 * receiveUpload and receiveAttachments pass their own to `request.parts()`.
 */
export const registerUploadParsing = async (app: FastifyInstance) => {
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } });
};

/** busboy's parse failures ('Multipart: Boundary not found', 'Unexpected end of multipart data', ...) carry no status. */
const isMultipartParseError = (error: unknown) =>
  error instanceof Error &&
  (error as { statusCode?: unknown }).statusCode === undefined &&
  /multipart|part header/i.test(error.message);

const UPLOAD_TEMP_PREFIX = 'coachboard-upload-';
/** Longer than any upload takes to receive and process. */
const STALE_UPLOAD_TEMP_MS = 60 * 60 * 1000;

/**
 * Removes temporary upload directories a killed process left behind (each request removes its own in a
 * `finally`). Only those older than an hour: another instance on this machine may be receiving one now.
 */
export const removeStaleUploadTempDirs = async (now = Date.now()) => {
  const root = os.tmpdir();
  const names = (await fs.readdir(root)).filter((name) => name.startsWith(UPLOAD_TEMP_PREFIX));
  let removed = 0;
  for (const name of names) {
    const dir = path.join(root, name);
    const stat = await fs.stat(dir).catch(() => null);
    if (!stat || now - stat.mtimeMs < STALE_UPLOAD_TEMP_MS) continue;
    await fs.rm(dir, { recursive: true, force: true });
    removed += 1;
  }
  return removed;
};

export interface ReceivedUpload {
  /** The uploaded file written to a temporary file, or null when the request carried none (or an empty one). */
  file: { tempPath: string; originalName: string; size: number; truncated: boolean } | null;
  fields: Record<string, string>;
  /** Removes the temporary directory; call it in a `finally`. */
  cleanup: () => Promise<void>;
}

type PartsOptions = NonNullable<Parameters<FastifyRequest['parts']>[0]> & { throwFileSizeLimit: boolean };

/**
 * Streams the multipart body: the part named `fileField` goes to a temporary file (never all into memory)
 * and stops counting at MAX_IMAGE_BYTES (`truncated`); other files are drained; text fields are collected.
 * Fields may come before or after the file.
 */
export const receiveUpload = async (request: FastifyRequest, fileField = 'file'): Promise<ReceivedUpload> => {
  const tempDir = await fs.mkdtemp(path.join(os.tmpdir(), UPLOAD_TEMP_PREFIX));
  const cleanup = () => fs.rm(tempDir, { recursive: true, force: true });
  const fields: Record<string, string> = {};
  let file: ReceivedUpload['file'] = null;
  const options: PartsOptions = {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, parts: MAX_MULTIPART_PARTS },
    throwFileSizeLimit: false,
  };
  try {
    for await (const part of request.parts(options)) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== fileField || file) {
        part.file.resume();
        continue;
      }
      const tempPath = path.join(tempDir, 'upload');
      await pipeline(part.file, createWriteStream(tempPath));
      const { size } = await fs.stat(tempPath);
      const truncated = part.file.truncated;
      file = size > 0 || truncated ? { tempPath, originalName: part.filename, size, truncated } : null;
    }
  } catch (error) {
    await cleanup();
    throw isMultipartParseError(error) ? badRequest(MALFORMED_MULTIPART_MESSAGE) : error;
  }
  return { file, fields, cleanup };
};
