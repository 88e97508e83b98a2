import { createDynamoTable } from '../../adapters/dynamodb/dynamo-table';
import type { RunCloserDeps } from '../../domain/processing/run-closer';
import { systemClock } from '../../ports/clock';
import type { LambdaConfig } from '../config';
import type { table } from '../config-parts';
import { createRunRecords } from '../run-records';

/** The run records on the function's table: what the pipeline's failure handler closes runs with. */
export const createLambdaRunRecords = (config: LambdaConfig<typeof table>): RunCloserDeps =>
  createRunRecords({ table: createDynamoTable(config.TABLE_NAME), clock: systemClock });
