import { createDynamoTable } from '../../adapters/dynamodb/dynamo-table';
import type { BlobStore } from '../../ports/blobs';
import { systemClock } from '../../ports/clock';
import type { LaunchStarter } from '../../ports/meta-launches';
import type { EmailSender } from '../../ports/notification-channels';
import type { WorkflowStarter } from '../../ports/workflow';
import { type ClientConstructors, createUpstreamClients } from '../../providers/upstream-clients';
import type { LambdaConfig, SecretArns } from '../config';
import type { table } from '../config-parts';
import type { FunctionClients, Platform } from '../platform';
import { sharedPacers } from '../shared-pacers';
import { grantedSecretStore } from './granted-secrets';

/** What a function was given: its table, and whichever bucket, state machine and debug function it has. */
export type PlatformConfig = LambdaConfig<typeof table> &
  SecretArns & {
    IMAGES_BUCKET?: string;
    STATE_MACHINE_ARN?: string;
    DEBUG_FUNCTION_NAME?: string;
    LAUNCH_FUNCTION_NAME?: string;
  };

/**
 * The clients a function calls beyond its table and secrets, each passed in by its handler (`lambda/*`), so
 * a function loads only the SDKs and bundles only the upstream clients it uses.
 */
export interface LambdaClients {
  blobs?: (bucket: string) => BlobStore;
  workflow?: (stateMachineArn: string) => WorkflowStarter;
  email?: () => EmailSender;
  upstream?: Partial<ClientConstructors>;
  functions?: (functionName: string) => FunctionClients;
  launches?: (functionName: string) => LaunchStarter;
}

/**
 * A function's platform on Lambda: its table, the secrets it was granted, and the clients its handler
 * passed where it was given what they need; anything else is a stand-in that fails loudly when called.
 */
export function lambdaPlatform(config: PlatformConfig, clients: LambdaClients = {}): Platform {
  const { IMAGES_BUCKET, STATE_MACHINE_ARN, DEBUG_FUNCTION_NAME, LAUNCH_FUNCTION_NAME } = config;
  const table = createDynamoTable(config.TABLE_NAME);
  return {
    table,
    secrets: grantedSecretStore(config),
    blobs: clients.blobs && IMAGES_BUCKET ? clients.blobs(IMAGES_BUCKET) : noBucket,
    workflow: clients.workflow && STATE_MACHINE_ARN ? clients.workflow(STATE_MACHINE_ARN) : noWorkflow,
    launches: clients.launches && LAUNCH_FUNCTION_NAME ? clients.launches(LAUNCH_FUNCTION_NAME) : noLaunches,
    clock: systemClock,
    email: clients.email ? clients.email() : noEmail,
    clients: createUpstreamClients(clients.upstream ?? {}, { pacerFor: sharedPacers(table, systemClock) }),
    // DynamoDB's TTL deletes expired notifications; every read leaves them out meanwhile.
    tableExpiresItems: true,
    ...(clients.functions && DEBUG_FUNCTION_NAME ? clients.functions(DEBUG_FUNCTION_NAME) : {}),
  };
}

const fails = (message: string) => () => Promise.reject(new Error(message));
const noBucketCall = fails('This function has no images bucket (IMAGES_BUCKET)');
const noBucket: BlobStore = { put: noBucketCall, get: noBucketCall, delete: noBucketCall };
const noWorkflow: WorkflowStarter = {
  start: fails('This function starts no executions (STATE_MACHINE_ARN)'),
};
const noLaunches: LaunchStarter = {
  start: fails('This function starts no campaign launches (LAUNCH_FUNCTION_NAME)'),
};
const noEmail: EmailSender = { send: fails('This function sends no e-mail (SES)') };
