import type { LaunchStarter } from '../../ports/meta-launches';
import type { LazyLambda } from './lazy-lambda';

/**
 * The launch function (`LAUNCH_FUNCTION_NAME`, see `handlers/campaign-launch.ts`) invoked asynchronously
 * with `{ launchId }`: Lambda queues the event and retries it, and the answer comes before any work.
 */
export function createLambdaLaunchStarter(lambda: LazyLambda, functionName: string): LaunchStarter {
  return {
    async start(launchId) {
      const { sdk, client } = await lambda();
      const answer = await client.send(
        new sdk.InvokeCommand({
          FunctionName: functionName,
          InvocationType: 'Event',
          Payload: new TextEncoder().encode(JSON.stringify({ launchId })),
        }),
      );
      if (answer.StatusCode !== 202)
        throw new Error(`Lambda answered ${answer.StatusCode} to the invocation`);
    },
  };
}
