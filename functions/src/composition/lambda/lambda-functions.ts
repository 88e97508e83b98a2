import { LambdaClient } from '@aws-sdk/client-lambda';
import { createLambdaCreativeWriter } from '../../adapters/lambda/lambda-creative-writer';
import { createLambdaDebugTester } from '../../adapters/lambda/lambda-debug-tester';
import { capturedAwsClient } from '../../lib/aws-client-capture';
import type { Platform } from '../platform';

/**
 * The debug tester's function, which has the AI clients the API and the refresh lack: it runs the debug
 * tester and writes a creative refresh's copy (decision 042). Its own module, so only its callers load the SDK.
 */
export const lambdaFunctions = (functionName: string): Pick<Platform, 'debugTester' | 'creativeWriter'> => ({
  debugTester: createLambdaDebugTester(capturedAwsClient(new LambdaClient({})), functionName),
  creativeWriter: createLambdaCreativeWriter(capturedAwsClient(new LambdaClient({})), functionName),
});
