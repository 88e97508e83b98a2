import type { SecondFactorPolicy } from '#shared/schemas/second-factors';
import type { SecondFactorPolicyStore } from '../../../ports/second-factors';
import type { DynamoTable } from '../dynamo-table';
import { createSingleItem } from '../whole-items';

/** Settings > Security: one item, read (through a short cache) by every signed-in request. */
export function createSecondFactorPolicyStore(table: DynamoTable): SecondFactorPolicyStore {
  return createSingleItem<SecondFactorPolicy>(table, { pk: 'SECOND_FACTOR_POLICY', sk: 'SETTINGS' });
}
