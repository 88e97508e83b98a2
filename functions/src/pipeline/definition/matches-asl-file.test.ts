import { expect, it } from 'vitest';
import file from '../keyword-pipeline.asl.json' with { type: 'json' };
import { keywordPipelineDefinition } from './keyword-pipeline-definition';
import { arnPlaceholder } from './task-state';

it('builds exactly the definition keyword-pipeline.asl.json holds', () => {
  expect(keywordPipelineDefinition(arnPlaceholder)).toStrictEqual(file);
});
