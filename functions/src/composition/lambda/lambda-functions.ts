import { createLambdaCreativeWriter } from '../../adapters/lambda/lambda-creative-writer';
import { createLambdaDebugTester } from '../../adapters/lambda/lambda-debug-tester';
import { createLambdaRelatedKeywordsWriter } from '../../adapters/lambda/lambda-related-keywords-writer';
import type { FunctionClients } from '../platform';
import { lazyLambda } from './lambda-sdk';

/**
 * The debug tester's function, which has the AI clients the API and the refresh lack: it runs the debug
 * tester, writes a creative refresh's copy (decision 042) and related keywords (decision 053). Its own
 * module, so only its callers bundle these adapters.
 */
export function lambdaFunctions(functionName: string): FunctionClients {
  const lambda = lazyLambda();
  return {
    debugTester: createLambdaDebugTester(lambda, functionName),
    creativeWriter: createLambdaCreativeWriter(lambda, functionName),
    relatedKeywordsWriter: createLambdaRelatedKeywordsWriter(lambda, functionName),
  };
}
