import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config/env.ts';
import type { FileStore } from './file-store.ts';
import { assertValidStorageKey } from './local-file-store.ts';

function statusOf(error: unknown): number | undefined {
  if (typeof error === 'object' && error !== null && '$metadata' in error) {
    const metadata = (error as { $metadata?: { httpStatusCode?: number } }).$metadata;
    return metadata?.httpStatusCode;
  }
  return undefined;
}

function isMissing(error: unknown): boolean {
  const name = error instanceof Error ? error.name : undefined;
  return name === 'NoSuchKey' || name === 'NotFound' || statusOf(error) === 404;
}

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2…), signed with SigV4 by the AWS SDK. The same
 * key rules as the local store apply, so both stores accept exactly the same keys.
 */
export function createS3FileStore(config: S3Config): FileStore & { close(): void } {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // The SDK's default CRC trailers (2025) are not understood by every S3-compatible server; S3 checks the
    // signed SHA-256 of the body either way.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const bucket = config.bucket;

  return {
    async put(key, body, contentType) {
      assertValidStorageKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          // A spooled upload goes as a stream of known length: S3 needs the length, not the whole file in memory.
          Body: Buffer.isBuffer(body) ? body : body.stream(),
          ContentType: contentType,
          ContentLength: Buffer.isBuffer(body) ? body.length : body.sizeBytes,
        }),
      );
    },

    async get(key) {
      assertValidStorageKey(key);
      try {
        const output = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        // In Node the SDK's body is the HTTP response stream itself.
        return (output.Body as Readable | undefined) ?? null;
      } catch (error) {
        if (isMissing(error)) {
          return null;
        }
        throw error;
      }
    },

    async delete(key) {
      assertValidStorageKey(key);
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
      } catch (error) {
        // S3 answers 204 for a missing key; some compatible servers answer 404.
        if (!isMissing(error)) {
          throw error;
        }
      }
    },

    async *listKeysBefore(before) {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, ...(token ? { ContinuationToken: token } : {}) }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key && object.LastModified && object.LastModified < before) {
            yield object.Key;
          }
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },

    close() {
      client.destroy();
    },
  };
}
