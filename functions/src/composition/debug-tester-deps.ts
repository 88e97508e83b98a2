import { createDebugRunStore } from '../adapters/dynamodb/debug-run-store';
import type { UpstreamClients } from '../ports/upstream-clients';
import { createStepDeps, type PipelinePlatform } from './step-deps';

/**
 * The debug tester's function: the content steps with the clients it bundles, and the store where it
 * records a run it was started for (the API polls it).
 */
export function createDebugTesterDeps(platform: PipelinePlatform, clients: UpstreamClients) {
  return {
    steps: createStepDeps(platform, clients),
    records: createDebugRunStore(platform.table, platform.blobs, platform.clock),
  };
}
