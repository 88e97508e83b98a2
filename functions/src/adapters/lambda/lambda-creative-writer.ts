import type { CreativeWriter } from '../../ports/creative-refresh';
import { creativeWriterAnswerSchema } from './creative-writer-event';
import type { LazyLambda } from './lazy-lambda';

/**
 * A creative refresh's copy written by the debug tester's function (`DEBUG_FUNCTION_NAME`), which bundles
 * the AI clients: invoked with `{ creativeFor: { keywordId, newImage } }`, waiting for the answer.
 */
export function createLambdaCreativeWriter(lambda: LazyLambda, functionName: string): CreativeWriter {
  return {
    async write(keyword, { newImage }) {
      const { sdk, client } = await lambda();
      const answer = await client.send(
        new sdk.InvokeCommand({
          FunctionName: functionName,
          Payload: new TextEncoder().encode(
            JSON.stringify({ creativeFor: { keywordId: keyword.id, newImage } }),
          ),
        }),
      );
      const payload = answer.Payload ? new TextDecoder().decode(answer.Payload) : '';
      if (answer.FunctionError) {
        const { errorMessage } = safeJson(payload) as { errorMessage?: string };
        throw new Error(errorMessage ?? `The creative writer function failed: ${answer.FunctionError}`);
      }
      const { image, ...copy } = creativeWriterAnswerSchema.parse(safeJson(payload));
      return {
        ...copy,
        image: image && {
          bytes: Buffer.from(image.base64, 'base64'),
          contentType: image.contentType,
          text: image.text,
        },
      };
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
