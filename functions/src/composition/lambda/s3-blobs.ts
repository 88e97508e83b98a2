import { S3Client } from '@aws-sdk/client-s3';
import { createS3BlobStore } from '../../adapters/s3/s3-blob-store';
import { capturedAwsClient } from '../../lib/aws-client-capture';
import type { BlobStore } from '../../ports/blobs';

/** The images bucket on S3; its own module, so only the functions given the bucket load the SDK. */
export const s3Blobs = (bucket: string): BlobStore =>
  createS3BlobStore(capturedAwsClient(new S3Client({})), bucket);
