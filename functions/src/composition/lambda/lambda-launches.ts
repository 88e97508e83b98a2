import { LambdaClient } from '@aws-sdk/client-lambda';
import { createLambdaLaunchStarter } from '../../adapters/lambda/lambda-launch-starter';
import { capturedAwsClient } from '../../lib/aws-client-capture';

/** The launch function's starter; its own module, so only the functions that start launches load the SDK. */
export const lambdaLaunches = (functionName: string) =>
  createLambdaLaunchStarter(capturedAwsClient(new LambdaClient({})), functionName);
