import type { S3Client } from '@aws-sdk/client-s3';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { createDynamoTable } from '../../adapters/dynamodb/dynamo-table';
import { createS3BlobStore } from '../../adapters/s3/s3-blob-store';
import { createFileSecretStore } from '../../adapters/secrets/file-secret-store';
import type { SandboxEndpoints } from '../../domain/settings/credentials-reader';
import { lazyAwsClient } from '../../lib/lazy-aws-client';
import type { Clock } from '../../ports/clock';
import type { LaunchStarter } from '../../ports/meta-launches';
import type { WorkflowStarter } from '../../ports/workflow';
import type { ProviderCallOptions } from '../../providers/call-options';
import { createSesEmailSender } from '../../providers/ses/ses-email';
import { createUpstreamClients } from '../../providers/upstream-clients';
import { ALL_CLIENT_CONSTRUCTORS } from '../all-client-constructors';
import { inProcessFunctions } from '../entry-points/debug-tester';
import type { StepSettings } from '../entry-points/pipeline-step';
import type { Platform } from '../platform';
import { sharedPacers } from '../shared-pacers';

/** An emulator's address and the credentials and region it takes. */
interface Endpoint {
  endpoint: string;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
}

/** The local stand-ins for AWS (`infra/local/emulators.ts`, the sandbox's SES) and what lives in them. */
export interface LocalEmulators {
  dynamo: Endpoint & { tableName: string };
  /** The S3 client of s3rver (the local server reads images with it too) and the images bucket. */
  s3: S3Client;
  bucket: string;
  ses: Endpoint;
  /** The file the saved credentials are kept in (Secrets Manager's stand-in). */
  secretsFile: string;
}

/** What the local stack chooses beyond its emulators: its clock, its runner, and a test's replacements. */
export interface LocalChoices {
  clock: Clock;
  /** The in-process pipeline runner. */
  workflow: WorkflowStarter;
  /** The in-process launch runner. */
  launches: LaunchStarter;
  /** The timeouts and retries of the upstream clients (every real one), when a test shortens them. */
  providerOptions?: Omit<ProviderCallOptions, 'pacerFor'>;
  settings?: StepSettings;
  /** A test's debug tester instead of the in-process one. */
  debugTester?: Platform['debugTester'];
}

/**
 * The platform on this machine: the emulators, the secrets file, the in-process runner, and the sandbox
 * standing in for every upstream service without saved credentials; the debug tester and the creative
 * writer run in-process, with every AI client. Its secrets file can forget a secret (the sandbox's
 * controls); `close` releases the SES client.
 */
export function localPlatform(
  emulators: LocalEmulators,
  sandbox: SandboxEndpoints | undefined,
  choices: LocalChoices,
): Platform & { secrets: ReturnType<typeof createFileSecretStore>; close(): void } {
  const { dynamo, ses } = emulators;
  const sesClient = new SESv2Client({
    endpoint: ses.endpoint,
    region: ses.region,
    credentials: ses.credentials,
    // The worker owns retries (a ladder across runs); the SDK sends each attempt once.
    maxAttempts: 1,
  });
  const table = createDynamoTable(dynamo.tableName, {
    endpoint: dynamo.endpoint,
    region: dynamo.region,
    credentials: dynamo.credentials,
  });
  const base = {
    table,
    secrets: createFileSecretStore(emulators.secretsFile),
    blobs: createS3BlobStore(
      lazyAwsClient(
        () => import('@aws-sdk/client-s3'),
        () => emulators.s3,
      ),
      emulators.bucket,
    ),
    workflow: choices.workflow,
    launches: choices.launches,
    clock: choices.clock,
    email: createSesEmailSender(sesClient),
    clients: createUpstreamClients(ALL_CLIENT_CONSTRUCTORS, {
      ...choices.providerOptions,
      pacerFor: sharedPacers(table, choices.clock),
    }),
    // dynalite has no TTL: the delivery job purges expired notifications itself.
    tableExpiresItems: false,
    sandbox,
  };
  return {
    ...base,
    ...inProcessFunctions(base, choices.settings),
    ...(choices.debugTester && { debugTester: choices.debugTester }),
    close: () => sesClient.destroy(),
  };
}
