import type * as S3 from '@aws-sdk/client-s3';
import type { LazyAwsClient } from '../../lib/lazy-aws-client';
import type { BlobStore } from '../../ports/blobs';

/** The S3 SDK and its client, imported on the first call. */
export type LazyS3 = LazyAwsClient<typeof S3, S3.S3Client>;

/** S3 accepts at most this many keys per DeleteObjects call. */
const DELETE_BATCH = 1000;

/** Blobs in one bucket; the same code runs against S3 and s3rver (only the client's endpoint differs). */
export function createS3BlobStore(s3: LazyS3, bucket: string): BlobStore {
  return {
    async put(key, bytes, contentType) {
      const { sdk, client } = await s3();
      await client.send(
        new sdk.PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ContentType: contentType }),
      );
    },

    async get(key) {
      const { sdk, client } = await s3();
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: key }));
        const bytes = await object.Body!.transformToByteArray();
        return { bytes, contentType: object.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (error instanceof sdk.NoSuchKey) return undefined;
        throw error;
      }
    },

    async delete(keys) {
      const { sdk, client } = await s3();
      for (let start = 0; start < keys.length; start += DELETE_BATCH) {
        const batch = keys.slice(start, start + DELETE_BATCH);
        const { Errors } = await client.send(
          new sdk.DeleteObjectsCommand({
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
