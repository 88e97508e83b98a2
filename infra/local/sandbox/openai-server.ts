import type { IncomingMessage, ServerResponse } from 'node:http';
import { estimateTokens } from './estimate-tokens';
import { applyKnobs, type FaultAnswers, type Handler, readJson, requestUrl, sendJson } from './http-kit';
import { renderImage, SANDBOX_IMAGE_SIZE } from './images';
import type { KnobBoard } from './knobs';
import { openAiDuration } from './rate-window';
import { answerPrompt } from './text-content';

/** Output tokens gpt-image-1 bills per 1024x1024 image at medium quality. */
const IMAGE_OUTPUT_TOKENS = 1056;
const IMAGE_MODELS = /^gpt-image-1/;
const MODELS = ['gpt-4.1-mini', 'gpt-4.1', 'gpt-4o-mini', 'gpt-4o', 'gpt-image-1'];

interface ChatRequest {
  model?: string;
  messages?: { role?: string; content?: unknown }[];
  response_format?: { type?: string };
}

interface ImagesRequest {
  model?: string;
  prompt?: string;
  n?: number;
  response_format?: unknown;
}

const openAiError = (message: string, type: string, code: string | null, param: string | null = null) => ({
  error: { message, type, param, code },
});

const faults: FaultAnswers = {
  rateLimited: (response, retryAfterSeconds, limit = 500) =>
    sendJson(
      response,
      429,
      openAiError(
        `Rate limit reached for requests per min (RPM): Limit ${limit}, Used ${limit}, Requested 1. Please try again in ${retryAfterSeconds}s.`,
        'requests',
        'rate_limit_exceeded',
      ),
      { 'retry-after': String(retryAfterSeconds), 'x-ratelimit-remaining-requests': '0' },
    ),
  limitHeaders: (state) => ({
    'x-ratelimit-limit-requests': String(state.limit),
    'x-ratelimit-remaining-requests': String(state.remaining),
    'x-ratelimit-reset-requests': openAiDuration(state.resetMs),
  }),
  serverError: (response) =>
    sendJson(
      response,
      500,
      openAiError(
        'The server had an error while processing your request. Sorry about that!',
        'server_error',
        null,
      ),
    ),
};

/** OpenAI's refusal of a key; like the real one it shows only the key's ends. */
function refuseKey(response: ServerResponse, key: string) {
  const shown = key.length > 8 ? `${key.slice(0, 3)}*****${key.slice(-4)}` : '*****';
  sendJson(
    response,
    401,
    openAiError(
      `Incorrect API key provided: ${shown}. You can find your API key at https://platform.openai.com/account/api-keys.`,
      'invalid_request_error',
      'invalid_api_key',
    ),
  );
}

/**
 * OpenAI's REST API as the `openai` SDK speaks it: `POST /v1/chat/completions` (JSON mode included),
 * `POST /v1/images/generations` (gpt-image-1, base64 PNGs with usage) and `GET /v1/models`.
 */
export function createOpenAiHandler(board: KnobBoard, apiKey: string): Handler {
  return async (request, response) => {
    const path = requestUrl(request).pathname.replace(/\/+$/, '');
    const route = `${request.method} ${path}`;
    const callType =
      route === 'POST /v1/chat/completions'
        ? 'chat'
        : route === 'POST /v1/images/generations'
          ? 'images'
          : route === 'GET /v1/models'
            ? 'models'
            : undefined;
    if (!callType) {
      sendJson(response, 404, openAiError(`Invalid URL (${route})`, 'invalid_request_error', null));
      return;
    }
    const decision = await applyKnobs(board, 'openai', callType, response, faults);
    if (!decision) return;
    const key = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (decision.fault === 'unauthorized' || key !== apiKey) {
      refuseKey(response, key);
      return;
    }
    if (callType === 'models') {
      sendJson(response, 200, {
        object: 'list',
        data: MODELS.map((id) => ({ id, object: 'model', created: 1_700_000_000, owned_by: 'system' })),
      });
      return;
    }
    if (callType === 'chat') await chat(request, response);
    else await images(request, response);
  };
}

async function chat(request: IncomingMessage, response: ServerResponse) {
  const body = (await readJson(request)) as ChatRequest | undefined;
  const messages = Array.isArray(body?.messages) ? body.messages : [];
  if (!body?.model || messages.length === 0) {
    const param = body?.model ? 'messages' : 'model';
    sendJson(
      response,
      400,
      openAiError(`Missing required parameter: '${param}'.`, 'invalid_request_error', null, param),
    );
    return;
  }
  const textOf = (role: string) =>
    messages
      .filter((message) => message.role === role)
      .map((message) =>
        typeof message.content === 'string' ? message.content : JSON.stringify(message.content),
      )
      .join('\n');
  const system = textOf('system') || textOf('developer');
  const prompt = textOf('user');
  const json = body.response_format?.type === 'json_object';
  if (json && !/json/i.test(`${system}\n${prompt}`)) {
    sendJson(
      response,
      400,
      openAiError(
        "'messages' must contain the word 'json' in some form, to use 'response_format' of type 'json_object'.",
        'invalid_request_error',
        null,
        'messages',
      ),
    );
    return;
  }
  const content = answerPrompt({ prompt, system, json });
  const promptTokens = estimateTokens(`${system}${prompt}`);
  const completionTokens = estimateTokens(content);
  sendJson(response, 200, {
    id: `chatcmpl-sandbox${Date.now().toString(36)}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: body.model,
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content, refusal: null, annotations: [] },
        logprobs: null,
        finish_reason: 'stop',
      },
    ],
    usage: {
      prompt_tokens: promptTokens,
      completion_tokens: completionTokens,
      total_tokens: promptTokens + completionTokens,
    },
  });
}

async function images(request: IncomingMessage, response: ServerResponse) {
  const body = (await readJson(request)) as ImagesRequest | undefined;
  const invalid = (message: string, param: string, code: string | null = null) =>
    sendJson(response, 400, openAiError(message, 'invalid_request_error', code, param));
  if (!body?.prompt) return invalid("Missing required parameter: 'prompt'.", 'prompt');
  if (!body.model || !IMAGE_MODELS.test(body.model)) {
    return invalid(`Invalid value for 'model': the sandbox draws with gpt-image-1 only.`, 'model');
  }
  if (body.response_format !== undefined)
    return invalid("Unknown parameter: 'response_format'.", 'response_format');
  const n = body.n ?? 1;
  if (!Number.isInteger(n) || n < 1 || n > 10) {
    return invalid(
      `Invalid 'n': expected an integer from 1 to 10, got ${n}.`,
      'n',
      'integer_above_max_value',
    );
  }
  const data = Array.from({ length: n }, (_, index) => ({
    b64_json: renderImage(body.prompt!, index).toString('base64'),
  }));
  const inputTokens = estimateTokens(body.prompt);
  sendJson(response, 200, {
    created: Math.floor(Date.now() / 1000),
    background: 'opaque',
    output_format: 'png',
    quality: 'medium',
    size: `${SANDBOX_IMAGE_SIZE}x${SANDBOX_IMAGE_SIZE}`,
    data,
    usage: {
      input_tokens: inputTokens,
      input_tokens_details: { text_tokens: inputTokens, image_tokens: 0 },
      output_tokens: IMAGE_OUTPUT_TOKENS * n,
      total_tokens: inputTokens + IMAGE_OUTPUT_TOKENS * n,
    },
  });
}
