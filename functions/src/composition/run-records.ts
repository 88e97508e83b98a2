import type { DynamoTable } from '../adapters/dynamodb/dynamo-table';
import { createKeywordRepository } from '../adapters/dynamodb/keywords/keyword-repository';
import { createRunRepository } from '../adapters/dynamodb/runs/run-repository';
import type { RunCloserDeps } from '../domain/processing/run-closer';
import type { Clock } from '../ports/clock';

/**
 * The keywords and runs a run's bookkeeping works on: the steps, the API and the failure handler share it
 * (a module of its own, so the failure handler bundles nothing else).
 */
export function createRunRecords(platform: { table: DynamoTable; clock: Clock }): RunCloserDeps {
  return {
    keywords: createKeywordRepository(platform.table, platform.clock),
    runs: createRunRepository(platform.table, platform.clock),
  };
}
