import { LambdaClient } from '@aws-sdk/client-lambda';
import { createLambdaCreativeWriter } from '../../adapters/lambda/lambda-creative-writer';
import { createLambdaDebugTester } from '../../adapters/lambda/lambda-debug-tester';
import { createLambdaRelatedKeywordsWriter } from '../../adapters/lambda/lambda-related-keywords-writer';
import { capturedAwsClient } from '../../lib/aws-client-capture';
import type { FunctionClients } from '../platform';

/**
 * The debug tester's function, which has the AI clients the API and the refresh lack: it runs the debug
 * tester, writes a creative refresh's copy (decision 042) and related keywords (decision 053). Its own
 * module, so only its callers load the SDK.
 */
export function lambdaFunctions(functionName: string): FunctionClients {
  const client = capturedAwsClient(new LambdaClient({}));
  return {
    debugTester: createLambdaDebugTester(client, functionName),
    creativeWriter: createLambdaCreativeWriter(client, functionName),
    relatedKeywordsWriter: createLambdaRelatedKeywordsWriter(client, functionName),
  };
}
