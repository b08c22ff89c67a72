import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { StorageConfig } from '../config.js';
import { checkedStorageKey, UPLOADS_URL_PREFIX, type FileStorage } from './file-storage.js';

export type S3StorageOptions = Omit<Extract<StorageConfig, { kind: 's3' }>, 'kind'>;

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/**
 * Files in an S3-compatible bucket. S3 makes an object visible only once its upload completes, so readers
 * never see half a file; a failed streamed upload is aborted (lib-storage removes its parts).
 */
export const createS3FileStorage = (options: S3StorageOptions): FileStorage => {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle,
    ...(options.credentials ? { credentials: options.credentials } : {}),
    // Checksums only where S3 requires them: many S3-compatible servers reject the SDK's default CRC headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const objectKey = (key: string) => {
    const checked = checkedStorageKey(key);
    return options.prefix ? `${options.prefix}/${checked}` : checked;
  };
  const location = `s3://${options.bucket}${options.prefix ? `/${options.prefix}` : ''}`;

  return {
    description: options.endpoint ? `${location} at ${options.endpoint}` : location,
    localDirectory: null,
    async put(key, data, contentType) {
      const target = { Bucket: options.bucket, Key: objectKey(key), ContentType: contentType };
      if (Buffer.isBuffer(data)) {
        await client.send(new PutObjectCommand({ ...target, Body: data, ContentLength: data.length }));
        return;
      }
      // Unknown length: multipart upload in parts of 5 MB, so memory stays bounded whatever the file's size.
      await new Upload({ client, params: { ...target, Body: data as Readable }, queueSize: 2 }).done();
    },
    async get(key) {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: options.bucket, Key: objectKey(key) }),
        );
        return {
          body: object.Body as Readable,
          contentType: object.ContentType ?? 'application/octet-stream',
          size: object.ContentLength ?? 0,
          etag: object.ETag,
          lastModified: object.LastModified,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: objectKey(key) }));
    },
    publicPath(key) {
      return `${UPLOADS_URL_PREFIX}/${checkedStorageKey(key)}`;
    },
    async exists(key) {
      return (await this.sizeOf(key)) !== null;
    },
    async sizeOf(key) {
      try {
        const head = await client.send(
          new HeadObjectCommand({ Bucket: options.bucket, Key: objectKey(key) }),
        );
        return head.ContentLength ?? 0;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
  };
};
