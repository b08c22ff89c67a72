import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { communityMessages, MAX_IMAGE_BYTES, POST_ATTACHMENTS_MAX } from '@coachboard/contract';
import { badRequest, invalidField } from '../../lib/errors.js';
import { MALFORMED_MULTIPART_MESSAGE, MAX_MULTIPART_PARTS } from '../../lib/receive-upload.js';

export const ATTACHMENT_FIELDS = ['attachments[]', 'attachments'];

export interface ReceivedAttachment {
  tempPath: string;
  originalName: string;
  truncated: boolean;
}

type PartsOptions = NonNullable<Parameters<FastifyRequest['parts']>[0]> & { throwFileSizeLimit: boolean };

const isMultipartParseError = (error: unknown) =>
  error instanceof Error &&
  (error as { statusCode?: unknown }).statusCode === undefined &&
  /multipart|part header/i.test(error.message);

/**
 * Streams up to five `attachments[]` files to temporary files (registerUploadParsing's default limit is one file, so
 * this route raises it for itself); a sixth file is refused with the specification's message. Empty file
 * parts are ignored. Call `cleanup` in a `finally`.
 */
export const receiveAttachments = async (request: FastifyRequest) => {
  const tempDir = await fs.mkdtemp(path.join(os.tmpdir(), 'coachboard-attachments-'));
  const cleanup = () => fs.rm(tempDir, { recursive: true, force: true });
  const received: ReceivedAttachment[] = [];
  const options: PartsOptions = {
    limits: { fileSize: MAX_IMAGE_BYTES, files: POST_ATTACHMENTS_MAX, parts: MAX_MULTIPART_PARTS },
    throwFileSizeLimit: false,
  };
  try {
    for await (const part of request.parts(options)) {
      if (part.type === 'field') continue;
      if (!ATTACHMENT_FIELDS.includes(part.fieldname)) {
        part.file.resume();
        continue;
      }
      const tempPath = path.join(tempDir, `upload-${received.length}`);
      await pipeline(part.file, createWriteStream(tempPath));
      const { size } = await fs.stat(tempPath);
      if (size === 0 && !part.file.truncated) continue;
      received.push({ tempPath, originalName: part.filename, truncated: part.file.truncated });
    }
  } catch (error) {
    await cleanup();
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') {
      throw invalidField('attachments', communityMessages.tooManyInRequest);
    }
    throw isMultipartParseError(error) ? badRequest(MALFORMED_MULTIPART_MESSAGE) : error;
  }
  return { files: received, cleanup };
};
