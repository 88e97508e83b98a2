import { apiSecret, bucket, table } from '../composition/config-parts';
import { buildDebugTester } from '../composition/entry-points/debug-tester';
import { lambdaEntry } from '../composition/lambda/lambda-step';
import { s3Blobs } from '../composition/lambda/s3-blobs';
import { createImageChecker } from '../providers/image-checker';
import { createImageGenerator } from '../providers/image-generator';
import { createTextGenerator } from '../providers/text-generator';

/**
 * Lambda entry of the debug tester (`composition/entry-points/debug-tester.ts`), with the AI clients the
 * API lacks.
 */
export const handler = lambdaEntry(
  [table, bucket, apiSecret],
  {
    blobs: s3Blobs,
    upstream: { text: createTextGenerator, images: createImageGenerator, imageChecker: createImageChecker },
  },
  buildDebugTester,
);
