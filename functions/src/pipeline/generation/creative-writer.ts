import type { CreativeWriter } from '../../ports/creative-refresh';
import type { CredentialsReader } from '../../ports/credentials';
import type { PromptRepository } from '../../ports/prompts';
import type { UpstreamClients } from '../../ports/upstream-clients';
import type { UsageRecord } from '../../ports/usage';
import { contentInputsOf, usageCounters } from '../run-keyword-step';
import { promptsFrom } from './generation-inputs';
import { generateCheckedImages } from './images';
import { generateAdCopy } from './text-content';

/** The step name a refresh's AI cost is kept under on the keyword (its own line in the keyword's AI cost). */
export const CREATIVE_REFRESH_STEP = 'creativeRefresh';

/**
 * A creative refresh's copy written as the pipeline writes a keyword's ad copy: the active ad title and ad
 * description prompts over the keyword's article inputs, and (when asked) one image checked by Vision.
 */
export function createCreativeWriter(deps: {
  prompts: PromptRepository;
  credentials: CredentialsReader;
  clients: UpstreamClients;
}): CreativeWriter {
  return {
    async write(keyword, { newImage }) {
      const credentials = await deps.credentials.read();
      const generation = { text: deps.clients.text(credentials), prompt: promptsFrom(deps.prompts) };
      const inputs = contentInputsOf(keyword);
      const copy = await generateAdCopy(generation, inputs);
      const usage: UsageRecord[] = [...copy.usage];
      let image: Awaited<ReturnType<CreativeWriter['write']>>['image'];
      if (newImage) {
        const tools = {
          generator: deps.clients.images(credentials),
          checker: deps.clients.imageChecker(credentials),
        };
        const checked = await generateCheckedImages(generation, tools, inputs, 1);
        usage.push(...checked.usage);
        const first = checked.value.images[0];
        if (!first) throw new Error('The new image failed the safety check');
        image = { bytes: first.bytes, contentType: first.contentType, text: first.text };
      }
      return {
        adTitle: copy.value.adTitle,
        adDescription: copy.value.adDescription,
        image,
        usage: usageCounters(CREATIVE_REFRESH_STEP, usage),
      };
    },
  };
}
