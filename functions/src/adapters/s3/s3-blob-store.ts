import {
  DeleteObjectsCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import type { BlobStore } from '../../ports/blobs';

/** S3 accepts at most this many keys per DeleteObjects call. */
const DELETE_BATCH = 1000;

/** Blobs in one bucket; the same code runs against S3 and s3rver (only the client's endpoint differs). */
export function createS3BlobStore(client: S3Client, bucket: string): BlobStore {
  return {
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ContentType: contentType }),
      );
    },

    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        const bytes = await object.Body!.transformToByteArray();
        return { bytes, contentType: object.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined;
        throw error;
      }
    },

    async delete(keys) {
      for (let start = 0; start < keys.length; start += DELETE_BATCH) {
        const batch = keys.slice(start, start + DELETE_BATCH);
        const { Errors } = await client.send(
          new DeleteObjectsCommand({
            Bucket: bucket,
            Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
          }),
        );
        if (Errors && Errors.length > 0) {
          throw new Error(
            `Could not delete ${Errors.length} blob(s): ${Errors[0]?.Key} ${Errors[0]?.Message}`,
          );
        }
      }
    },
  };
}
