import type { IncomingMessage, ServerResponse } from 'node:http';
import { estimateTokens } from './estimate-tokens';
import { googleApiKey, refuseGoogleKey, sendGoogleError, sendGoogleRateLimit } from './google-errors';
import { applyKnobs, type FaultAnswers, type Handler, readJson, requestUrl, sendJson } from './http-kit';
import type { KnobBoard } from './knobs';
import { answerPrompt } from './text-content';

const MODELS = ['gemini-2.5-flash', 'gemini-2.5-pro', 'gemini-2.0-flash'];

interface Content {
  role?: string;
  parts?: { text?: string }[];
}

interface GenerateContentRequest {
  contents?: Content[];
  systemInstruction?: Content;
  generationConfig?: { responseMimeType?: string };
}

const faults: FaultAnswers = {
  rateLimited: (response, retryAfterSeconds) =>
    sendGoogleRateLimit(
      response,
      retryAfterSeconds,
      'You exceeded your current quota, please check your plan and billing details.',
    ),
  serverError: (response) =>
    sendGoogleError(response, 503, 'UNAVAILABLE', 'The model is overloaded. Please try again later.'),
};

const modelJson = (id: string) => ({
  name: `models/${id}`,
  version: '001',
  displayName: id,
  inputTokenLimit: 1_048_576,
  outputTokenLimit: 65_536,
  supportedGenerationMethods: ['generateContent', 'countTokens'],
});

/**
 * The Gemini API as `@google/genai` speaks it: `POST /v1beta/models/{model}:generateContent` with
 * `usageMetadata`, and `GET /v1beta/models`.
 */
export function createGeminiHandler(board: KnobBoard, apiKey: string): Handler {
  return async (request, response) => {
    const url = requestUrl(request);
    const generate = /^\/v1beta\/models\/([^/:]+):generateContent$/.exec(url.pathname);
    const listing = request.method === 'GET' && url.pathname.replace(/\/+$/, '') === '/v1beta/models';
    if (!(generate && request.method === 'POST') && !listing) {
      sendGoogleError(response, 404, 'NOT_FOUND', `Method not found: ${request.method} ${url.pathname}`);
      return;
    }
    const decision = await applyKnobs(
      board,
      'gemini',
      generate ? 'generateContent' : 'models',
      response,
      faults,
    );
    if (!decision) return;
    if (decision.fault === 'unauthorized' || googleApiKey(request.headers, url.searchParams) !== apiKey) {
      refuseGoogleKey(response, 'generativelanguage.googleapis.com');
      return;
    }
    if (listing) {
      sendJson(response, 200, { models: MODELS.map(modelJson) });
      return;
    }
    const model = decodeURIComponent(generate![1]!);
    if (!MODELS.includes(model)) {
      sendGoogleError(
        response,
        404,
        'NOT_FOUND',
        `models/${model} is not found for API version v1beta, or is not supported for generateContent.`,
      );
      return;
    }
    await generateContent(request, response, model);
  };
}

async function generateContent(request: IncomingMessage, response: ServerResponse, model: string) {
  const body = (await readJson(request)) as GenerateContentRequest | undefined;
  const textOf = (contents: Content[]) =>
    contents
      .flatMap((content) => content.parts ?? [])
      .map((part) => part.text ?? '')
      .join('\n');
  const prompt = textOf((body?.contents ?? []).filter((content) => (content.role ?? 'user') === 'user'));
  if (!prompt) {
    sendGoogleError(
      response,
      400,
      'INVALID_ARGUMENT',
      '* GenerateContentRequest.contents: contents is not specified',
    );
    return;
  }
  const system = body?.systemInstruction ? textOf([body.systemInstruction]) : '';
  const json = body?.generationConfig?.responseMimeType === 'application/json';
  const text = answerPrompt({ prompt, system, json });
  const promptTokenCount = estimateTokens(`${system}${prompt}`);
  const candidatesTokenCount = estimateTokens(text);
  sendJson(response, 200, {
    candidates: [{ content: { parts: [{ text }], role: 'model' }, finishReason: 'STOP', index: 0 }],
    usageMetadata: {
      promptTokenCount,
      candidatesTokenCount,
      totalTokenCount: promptTokenCount + candidatesTokenCount,
      promptTokensDetails: [{ modality: 'TEXT', tokenCount: promptTokenCount }],
    },
    modelVersion: model,
    responseId: `sandbox-${Date.now().toString(36)}`,
  });
}
