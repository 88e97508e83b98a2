import type { DynamoTable } from '../adapters/dynamodb/dynamo-table';
import { createKeywordRepository } from '../adapters/dynamodb/keywords/keyword-repository';
import { createRunRepository } from '../adapters/dynamodb/runs/run-repository';
import { withRunNotifications } from '../domain/notifications/sources/run-finished';
import type { RunCloserDeps } from '../domain/processing/run-closer';
import type { SandboxEndpoints } from '../domain/settings/credentials-reader';
import type { Clock } from '../ports/clock';
import { createNotificationDeps } from './notification-deps';

/**
 * The keywords and runs a run's bookkeeping works on: the steps, the API and the failure handler share it
 * (a module of its own, so the failure handler bundles nothing else).
 */
export function createRunRecords(platform: {
  table: DynamoTable;
  clock: Clock;
  sandbox?: SandboxEndpoints;
}): RunCloserDeps {
  return {
    keywords: createKeywordRepository(platform.table, platform.clock),
    // A finished run raises its notification, whoever finishes it (decision 031).
    runs: withRunNotifications(
      createRunRepository(platform.table, platform.clock),
      createNotificationDeps(platform).notifier,
    ),
  };
}
