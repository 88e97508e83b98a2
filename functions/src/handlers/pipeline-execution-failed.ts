import { createDynamoTable } from '../adapters/dynamodb/dynamo-table';
import { createKeywordRepository } from '../adapters/dynamodb/keywords/keyword-repository';
import { createRunRepository } from '../adapters/dynamodb/runs/run-repository';
import { handleExecutionFailure } from '../domain/processing/execution-failure';
import type { RunCloserDeps } from '../domain/processing/run-closer';
import { systemClock } from '../ports/clock';

let deps: RunCloserDeps | undefined;

function depsFromEnv(): RunCloserDeps {
  const tableName = process.env.TABLE_NAME;
  if (!tableName) throw new Error('Invalid Lambda configuration: check TABLE_NAME');
  const table = createDynamoTable(tableName);
  return {
    keywords: createKeywordRepository(table, systemClock),
    runs: createRunRepository(table, systemClock),
  };
}

/** Target of the EventBridge rule on pipeline executions that fail, time out or are aborted. */
export const handler = async (event: unknown) => {
  deps ??= depsFromEnv();
  return { markedError: await handleExecutionFailure(deps, event) };
};
