import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import dynalite from 'dynalite';
import S3rver from 's3rver';
import { refuseForeignHosts } from './sandbox/host-guard';

/** Endpoints and credentials of the local stand-ins for DynamoDB and S3. */
export interface Emulators {
  dynamoEndpoint: string;
  s3Endpoint: string;
  close(): Promise<void>;
}

/** s3rver's built-in account; dynalite accepts any credentials. */
export const LOCAL_S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
export const LOCAL_DYNAMO_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };
export const LOCAL_REGION = 'us-east-1';

/**
 * Starts dynalite and s3rver on free loopback ports, persisting under `dataDir`. Each answers only requests
 * sent to one of `hostNames` (`host-guard.ts`): they take any credentials, so a page that reached them by
 * DNS rebinding could read and write every record and image.
 */
export async function startEmulators(dataDir: string, hostNames: readonly string[]): Promise<Emulators> {
  const dynamoPath = join(dataDir, 'dynamodb');
  const s3Path = join(dataDir, 's3');
  await mkdir(dynamoPath, { recursive: true });
  await mkdir(s3Path, { recursive: true });

  const dynamo = dynalite({ path: dynamoPath, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  await new Promise<void>((resolve, reject) => {
    dynamo.once('error', reject);
    dynamo.listen(0, '127.0.0.1', () => resolve());
  });
  refuseForeignHosts(dynamo, hostNames);
  const s3 = new S3rver({ address: '127.0.0.1', port: 0, directory: s3Path, silent: true });
  const s3Address = (await s3.run()) as AddressInfo;
  refuseForeignHosts(s3.httpServer, hostNames);

  return {
    dynamoEndpoint: `http://127.0.0.1:${(dynamo.address() as AddressInfo).port}`,
    s3Endpoint: `http://127.0.0.1:${s3Address.port}`,
    async close() {
      await s3.close();
      // dynalite closes its LevelDB store with the server; until then the folder stays locked.
      await new Promise<void>((resolve) => dynamo.close(() => resolve()));
    },
  };
}
