import type { DynamoTable } from '../adapters/dynamodb/dynamo-table';
import type { SandboxEndpoints } from '../domain/settings/credentials-reader';
import type { BlobStore } from '../ports/blobs';
import type { Clock } from '../ports/clock';
import type { CreativeWriter } from '../ports/creative-refresh';
import type { DebugTester } from '../ports/debug-tester';
import type { LaunchStarter } from '../ports/meta-launches';
import type { EmailSender } from '../ports/notification-channels';
import type { RelatedKeywordsWriter } from '../ports/related-keywords';
import type { SecretStore } from '../ports/secrets';
import type { UpstreamClients } from '../ports/upstream-clients';
import type { WorkflowStarter } from '../ports/workflow';

/**
 * The clients that differ between AWS (`lambda/lambda-platform.ts`) and the local stack
 * (`local/local-platform.ts`), and nothing else: every entry point is built from one by the same
 * builder (`entry-points/`), so a feature cannot work on one and fail on the other. Slack is not here: its
 * sender speaks HTTPS either way, and locally `sandbox.slack` names the webhook that stands in for Slack.
 */
export interface Platform {
  table: DynamoTable;
  secrets: SecretStore;
  blobs: BlobStore;
  /** Starts the execution of a run's next chunk: Step Functions, or the in-process runner. */
  workflow: WorkflowStarter;
  /** Hands a campaign launch to its worker: the launch function invoked asynchronously, or in-process. */
  launches: LaunchStarter;
  clock: Clock;
  /** Sends notification e-mail: SES, or the SES emulator. */
  email: EmailSender;
  /** The upstream clients (AI services, WordPress) the process bundles; the others fail when called. */
  clients: UpstreamClients;
  /** DynamoDB deletes expired items itself (TTL); dynalite does not, so the delivery job purges them. */
  tableExpiresItems: boolean;
  /** Runs the debug tester: on AWS its own function; locally in-process. */
  debugTester?: DebugTester;
  /**
   * Writes a creative refresh's copy where the AI clients are (decision 042); absent in a function that
   * has none, where a refresh fails and says so.
   */
  creativeWriter?: CreativeWriter;
  /** Writes "More like this" keywords where the AI clients are (decision 053); absent likewise. */
  relatedKeywordsWriter?: RelatedKeywordsWriter;
  /** Locally, the upstream sandbox standing in for every service without saved credentials. */
  sandbox?: SandboxEndpoints;
}

/** What the debug tester's function does for the functions without AI clients (decisions 042, 053). */
export type FunctionClients = Pick<Platform, 'debugTester' | 'creativeWriter' | 'relatedKeywordsWriter'>;
