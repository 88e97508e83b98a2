import type { PipelineFunction } from '../pipeline/pipeline-functions';
import type { ConfigPart } from './config';
import { apiSecret, bucket, pipeline, table, wordpressSecret } from './config-parts';

type Need = PipelineFunction['needs'][number];

/** The configuration part each need of a pipeline function comes with (the CDK app sets its variable). */
const NEED_PARTS = { table, bucket, apiSecret, wordpressSecret, pipeline } satisfies Record<Need, ConfigPart>;

/** The parts a pipeline function reads, from the needs the CDK app gives it. */
export const partsFor = <N extends Need>(needs: readonly N[]): (typeof NEED_PARTS)[N][] =>
  needs.map((need) => NEED_PARTS[need]);
