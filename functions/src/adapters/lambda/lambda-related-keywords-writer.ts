import type { RelatedKeywordsWriter } from '../../ports/related-keywords';
import type { LazyLambda } from './lazy-lambda';
import { relatedKeywordsAnswerSchema } from './related-keywords-event';

/**
 * Related keywords written by the debug tester's function (`DEBUG_FUNCTION_NAME`), which bundles the AI
 * clients: invoked with `{ relatedFor: { keywordId, count, adCopy } }`, waiting for the answer.
 */
export function createLambdaRelatedKeywordsWriter(
  lambda: LazyLambda,
  functionName: string,
): RelatedKeywordsWriter {
  return {
    async write({ keyword, adCopy, count }) {
      const event = { relatedFor: { keywordId: keyword.id, count, adCopy } };
      const { sdk, client } = await lambda();
      const answer = await client.send(
        new sdk.InvokeCommand({
          FunctionName: functionName,
          Payload: new TextEncoder().encode(JSON.stringify(event)),
        }),
      );
      const payload = answer.Payload ? new TextDecoder().decode(answer.Payload) : '';
      if (answer.FunctionError) {
        const { errorMessage } = safeJson(payload) as { errorMessage?: string };
        throw new Error(errorMessage ?? `The related keywords function failed: ${answer.FunctionError}`);
      }
      return relatedKeywordsAnswerSchema.parse(safeJson(payload));
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
