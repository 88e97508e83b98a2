import type { IncomingMessage, ServerResponse } from 'node:http';
import { googleApiKey, refuseGoogleKey, sendGoogleError, sendGoogleRateLimit } from './google-errors';
import { applyKnobs, type FaultAnswers, type Handler, readJson, requestUrl, sendJson } from './http-kit';
import type { KnobBoard } from './knobs';
import { readPng } from './png';

/**
 * A prompt containing this word yields images that SafeSearch flags (adult VERY_LIKELY, racy LIKELY), so
 * the pipeline's alternative-prompt and drop paths can be exercised.
 */
export const SANDBOX_UNSAFE_MARKER = 'sandbox-unsafe';

interface AnnotateRequest {
  image?: { content?: string };
  features?: { type?: string | number; maxResults?: number }[];
}

/** `Feature.Type` numbers, as the SDK's REST transport sends enums (`$alt=json;enum-encoding=int`). */
const FEATURE_NUMBERS = { LABEL_DETECTION: 4, TEXT_DETECTION: 5, SAFE_SEARCH_DETECTION: 6 } as const;
/** `Likelihood` names in enum order: answered as their numbers when the caller asks for int enums. */
const LIKELIHOODS = ['UNKNOWN', 'VERY_UNLIKELY', 'UNLIKELY', 'POSSIBLE', 'LIKELY', 'VERY_LIKELY'] as const;
type Likelihood = (typeof LIKELIHOODS)[number];

const faults: FaultAnswers = {
  rateLimited: (response, retryAfterSeconds) =>
    sendGoogleRateLimit(
      response,
      retryAfterSeconds,
      "Quota exceeded for quota metric 'Requests' and limit 'Requests per minute' of service 'vision.googleapis.com'.",
    ),
  serverError: (response) =>
    sendGoogleError(response, 503, 'UNAVAILABLE', 'The service is currently unavailable.'),
};

/**
 * Cloud Vision's `POST /v1/images:annotate` (SafeSearch, labels and text detection) as `@google-cloud/vision` speaks it on its
 * REST transport: enums as numbers both ways when `$alt=json;enum-encoding=int` asks for it, names otherwise.
 */
export function createVisionHandler(board: KnobBoard, apiKey: string): Handler {
  return async (request, response) => {
    const url = requestUrl(request);
    if (request.method !== 'POST' || url.pathname !== '/v1/images:annotate') {
      sendGoogleError(response, 404, 'NOT_FOUND', `Method not found: ${request.method} ${url.pathname}`);
      return;
    }
    const decision = await applyKnobs(board, 'vision', 'annotate', response, faults);
    if (!decision) return;
    if (decision.fault === 'unauthorized' || googleApiKey(request.headers, url.searchParams) !== apiKey) {
      refuseGoogleKey(response, 'vision.googleapis.com');
      return;
    }
    await annotate(request, response, /enum-encoding=int/.test(url.searchParams.get('$alt') ?? ''));
  };
}

async function annotate(request: IncomingMessage, response: ServerResponse, intEnums: boolean) {
  const likelihood = (name: Likelihood) => (intEnums ? LIKELIHOODS.indexOf(name) : name);
  const body = (await readJson(request)) as { requests?: AnnotateRequest[] } | undefined;
  if (!Array.isArray(body?.requests) || body.requests.length === 0) {
    sendGoogleError(response, 400, 'INVALID_ARGUMENT', 'No requests specified.');
    return;
  }
  const responses = body.requests.map((item) => {
    const bytes = Buffer.from(item.image?.content ?? '', 'base64');
    if (!isImage(bytes)) return { error: { code: 3, message: 'Bad image data.' } };
    const description = readPng(bytes)?.text.Description ?? '';
    const wants = (feature: keyof typeof FEATURE_NUMBERS) =>
      (item.features ?? []).find((f) => f.type === feature || f.type === FEATURE_NUMBERS[feature]);
    const answer: Record<string, unknown> = {};
    if (wants('SAFE_SEARCH_DETECTION')) {
      const unsafe = description.toLowerCase().includes(SANDBOX_UNSAFE_MARKER);
      answer.safeSearchAnnotation = {
        adult: likelihood(unsafe ? 'VERY_LIKELY' : 'VERY_UNLIKELY'),
        spoof: likelihood('VERY_UNLIKELY'),
        medical: likelihood('UNLIKELY'),
        violence: likelihood(unsafe ? 'UNLIKELY' : 'VERY_UNLIKELY'),
        racy: likelihood(unsafe ? 'LIKELY' : 'VERY_UNLIKELY'),
      };
    }
    const labelFeature = wants('LABEL_DETECTION');
    if (labelFeature) {
      answer.labelAnnotations = labelsFor(description)
        .slice(0, labelFeature.maxResults || 10)
        .map((label, index) => ({
          mid: `/m/sandbox${index}`,
          description: label,
          score: Number((0.96 - index * 0.04).toFixed(2)),
          topicality: Number((0.96 - index * 0.04).toFixed(2)),
        }));
    }
    // No text in the picture: Cloud Vision leaves the field out rather than answer an empty list.
    const lines = writtenText(description);
    if (wants('TEXT_DETECTION') && lines.length > 0) answer.textAnnotations = textAnnotations(lines);
    return answer;
  });
  sendJson(response, 200, { responses });
}

/**
 * The words written on a sandbox picture: those its prompt quotes (`a sign reading "TRAIL READY"`), as an
 * image model renders quoted words; one line each.
 */
function writtenText(description: string): string[] {
  return [...description.matchAll(/"([^"]+)"/g)].map((match) => match[1]!.trim()).filter(Boolean);
}

/**
 * Text detection's answer: the whole text first (its lines joined by newlines, with a trailing one, and
 * its locale), then each word with its box, as Cloud Vision lists them. The boxes stack the lines
 * down the picture.
 */
function textAnnotations(lines: string[]) {
  const box = (x: number, y: number, width: number) => ({
    vertices: [
      { x, y },
      { x: x + width, y },
      { x: x + width, y: y + 40 },
      { x, y: y + 40 },
    ],
  });
  const words = lines.flatMap((line, row) =>
    line.split(/\s+/).map((word, column) => ({
      description: word,
      boundingPoly: box(40 + column * 120, 40 + row * 60, 24 * word.length),
    })),
  );
  return [
    {
      locale: 'en',
      description: `${lines.join('\n')}\n`,
      boundingPoly: box(40, 40, 400),
    },
    ...words,
  ];
}

function isImage(bytes: Buffer): boolean {
  if (readPng(bytes)) return true;
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  const gif = bytes.toString('latin1', 0, 4) === 'GIF8';
  const webp = bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP';
  return jpeg || gif || webp;
}

const STOP_WORDS = new Set(
  'a an the of in on at with and or for to from by no not without into over under showing shown featuring this that its'.split(
    ' ',
  ),
);
const STYLE_WORDS = new Set(
  'bright detailed editorial photograph photo image picture illustration realistic everyday setting soft natural light shallow depth field clean composition high quality lifestyle warm daylight neutral background sharp focus text logos flat lay flat-lay shadows pastel palette top-down view words watermarks'.split(
    ' ',
  ),
);

/** Labels as Vision would see them in the sandbox's pictures: the prompt's subject, its words, the scene. */
function labelsFor(description: string): string[] {
  const subject = /\b(?:of|showing|featuring)\s+([^,.]+?)(?:\s+(?:in|with|on|at|under)\b|[,.]|$)/i
    .exec(description)?.[1]
    ?.trim();
  const words = description
    .toLowerCase()
    .split(/[^a-z0-9-]+/)
    .filter(
      (word) =>
        word.length > 2 && !STOP_WORDS.has(word) && !STYLE_WORDS.has(word) && word !== SANDBOX_UNSAFE_MARKER,
    );
  const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
  const labels = [subject, ...words, 'Sky', 'Landscape', 'Hill'].filter((label): label is string =>
    Boolean(label),
  );
  return [
    ...new Set(
      labels.map((label) => capitalize(label.replace(new RegExp(SANDBOX_UNSAFE_MARKER, 'gi'), '').trim())),
    ),
  ].filter(Boolean);
}
