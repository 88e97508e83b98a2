import type { DynamoTable } from '../adapters/dynamodb/dynamo-table';
import { createDuplicateIndex } from '../adapters/dynamodb/quality/duplicate-index';
import { createLinkIndex } from '../adapters/dynamodb/quality/link-index';
import {
  createQualityReportStore,
  createQualitySettingsStore,
} from '../adapters/dynamodb/quality/quality-items';
import type { QualityGateDeps } from '../domain/quality/quality-gate';
import type { Clock } from '../ports/clock';

/** The quality gate's stores on the table (decision 036), for the pipeline and the API alike. */
export function createQualityDeps(table: DynamoTable, clock: Clock): QualityGateDeps {
  return {
    settings: createQualitySettingsStore(table),
    reports: createQualityReportStore(table),
    duplicates: createDuplicateIndex(table),
    links: createLinkIndex(table),
    clock,
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  };
}
