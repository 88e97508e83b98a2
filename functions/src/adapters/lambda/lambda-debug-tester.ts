import { type DebugResult, debugResultSchema } from '#shared/schemas/debug';
import type { DebugTester } from '../../ports/debug-tester';
import type { LazyLambda } from './lazy-lambda';

/**
 * The debug tester function (`DEBUG_FUNCTION_NAME`, see `handlers/debug-tester.ts`): `startRun` invokes it
 * asynchronously with `{ runId, keyword }` (it records the result as the debug run, which the API polls);
 * `run` invokes it and waits, with `{ keyword }`.
 */
export function createLambdaDebugTester(lambda: LazyLambda, functionName: string): DebugTester {
  return {
    async run(keyword: string): Promise<DebugResult> {
      const { sdk, client } = await lambda();
      const answer = await client.send(
        new sdk.InvokeCommand({
          FunctionName: functionName,
          Payload: new TextEncoder().encode(JSON.stringify({ keyword })),
        }),
      );
      const payload = answer.Payload ? new TextDecoder().decode(answer.Payload) : '';
      if (answer.FunctionError) {
        // The runtime's own error shape: `{ errorType, errorMessage }`.
        const { errorMessage } = safeJson(payload) as { errorMessage?: string };
        throw new Error(`The debug tester function failed: ${errorMessage ?? answer.FunctionError}`);
      }
      return debugResultSchema.parse(safeJson(payload));
    },

    async startRun(runId, keyword) {
      const { sdk, client } = await lambda();
      const answer = await client.send(
        new sdk.InvokeCommand({
          FunctionName: functionName,
          InvocationType: 'Event',
          Payload: new TextEncoder().encode(JSON.stringify({ runId, keyword })),
        }),
      );
      if (answer.StatusCode !== 202)
        throw new Error(`Lambda answered ${answer.StatusCode} to the invocation`);
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}
