import {
  DEFAULT_NAVIGATIONAL_TAGS,
  DEFAULT_TRANSACTIONAL_TAGS,
  IMAGE_MODEL,
} from '#shared/product/constants';
import type { DebugResult, DebugStep } from '#shared/schemas/debug';
import { withCallPriority } from '../../lib/call-priority';
import type { Clock } from '../../ports/clock';
import type { CredentialsReader } from '../../ports/credentials';
import type { DebugTester } from '../../ports/debug-tester';
import type { PromptRepository } from '../../ports/prompts';
import type { UpstreamClients } from '../../ports/upstream-clients';
import { type ContentInputs, promptsFrom } from '../generation/generation-inputs';
import { generateCheckedImages } from '../generation/images';
import { generateArticle, generateTags, generateTitle } from '../generation/text-content';

export interface DebugDeps {
  credentials: CredentialsReader;
  prompts: PromptRepository;
  clients: UpstreamClients;
  clock: Clock;
}

/** The debug tester in this process (the local stack; on AWS, the debug tester function). */
export const inProcessDebugTester = (deps: DebugDeps): DebugTester => ({
  run: (keyword) => runDebugSteps(deps, keyword),
});

/** One image keeps the answer small (they come back inline); the pipeline asks for its configured count. */
const DEBUG_IMAGE_COUNT = 1;
const SAMPLE_LENGTH = 600;

/**
 * The debug tester: runs the pipeline's content steps for one keyword (tags, title, article, images with
 * their safety check) with the active prompts and the saved credentials, saving and publishing nothing
 * but the debug result itself. It stops at the first failing step and reports its error.
 */
export const runDebugSteps = (deps: DebugDeps, keyword: string): Promise<DebugResult> =>
  // Somebody is watching the answer: its calls go before any run's.
  withCallPriority('interactive', () => debugSteps(deps, keyword));

async function debugSteps(deps: DebugDeps, keyword: string): Promise<DebugResult> {
  const result: DebugResult = {
    keyword,
    steps: [],
    tags: { Transactional: [], Navigational: [] },
    title: '',
    articleSample: '',
    imagePrompt: '',
    imageGeneration: null,
    imageUrls: [],
    imageUrl: null,
    imageNotes: [],
  };
  const step = async (name: string, work: () => Promise<void>): Promise<boolean> => {
    const entry: DebugStep = { name, status: 'in progress', error: null };
    result.steps.push(entry);
    try {
      await work();
      entry.status = 'success';
      return true;
    } catch (error) {
      entry.status = 'error';
      entry.error = error instanceof Error ? error.message : String(error);
      return false;
    }
  };

  const inputs: ContentInputs = { keyword, manualTags: [], primaryTag: keyword, tags: [], title: '' };
  const credentials = await deps.credentials.read();
  const generation = { text: deps.clients.text(credentials), prompt: promptsFrom(deps.prompts) };

  const completed =
    (await step('Generate tags', async () => {
      const counts = { transactional: DEFAULT_TRANSACTIONAL_TAGS, navigational: DEFAULT_NAVIGATIONAL_TAGS };
      const { value } = await generateTags(generation, inputs, counts);
      result.tags = { Transactional: value.transactional, Navigational: value.navigational };
      inputs.primaryTag = value.primaryTag;
      inputs.tags = [...value.transactional, ...value.navigational];
    })) &&
    (await step('Generate title', async () => {
      result.title = (await generateTitle(generation, inputs)).value;
      inputs.title = result.title;
    })) &&
    (await step('Generate article', async () => {
      const { value } = await generateArticle(generation, inputs);
      result.articleSample = articleSample(value);
    }));
  if (!completed) return result;

  const requestTime = new Date(deps.clock.now()).toISOString();
  await step('Generate and check images', async () => {
    const tools = {
      generator: deps.clients.images(credentials),
      checker: deps.clients.imageChecker(credentials),
    };
    const { value } = await generateCheckedImages(generation, tools, inputs, DEBUG_IMAGE_COUNT);
    result.imagePrompt = value.report.prompt;
    result.imageGeneration = {
      processingTimeSeconds: Math.round(value.report.durationMs / 100) / 10,
      requestedImages: value.report.requested,
      returnedImages: value.report.returned,
      model: IMAGE_MODEL,
      requestTime,
    };
    result.imageUrls = value.images.map(
      (image) => `data:${image.contentType};base64,${Buffer.from(image.bytes).toString('base64')}`,
    );
    result.imageUrl = result.imageUrls[0] ?? null;
    result.imageNotes = [
      `Images are returned inline as data: URLs and not stored; the pipeline stores them under /images/.`,
      `The tester asks for ${DEBUG_IMAGE_COUNT} image; the pipeline asks for the configured count.`,
      ...value.report.notes.map((note) => note.charAt(0).toUpperCase() + note.slice(1)),
    ];
  });
  return result;
}

/** The article's first words as plain text. */
function articleSample(html: string): string {
  const text = html
    .replace(/<\/(h2|h3|h4|p|li|blockquote)>/g, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*/g, '\n')
    .trim();
  return text.length > SAMPLE_LENGTH ? `${text.slice(0, SAMPLE_LENGTH - 1)}…` : text;
}
