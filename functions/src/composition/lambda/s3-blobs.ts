import { createS3BlobStore } from '../../adapters/s3/s3-blob-store';
import { lazyAwsClient } from '../../lib/lazy-aws-client';
import type { BlobStore } from '../../ports/blobs';

/** The images bucket on S3; the SDK is imported on the store's first call (decision 059). */
export const s3Blobs = (bucket: string): BlobStore =>
  createS3BlobStore(
    lazyAwsClient(
      () => import('@aws-sdk/client-s3'),
      (sdk) => new sdk.S3Client({}),
    ),
    bucket,
  );
