import { createLambdaLaunchStarter } from '../../adapters/lambda/lambda-launch-starter';
import { lazyLambda } from './lambda-sdk';

/** The launch function's starter; its own module, so only the functions that start launches bundle it. */
export const lambdaLaunches = (functionName: string) => createLambdaLaunchStarter(lazyLambda(), functionName);
