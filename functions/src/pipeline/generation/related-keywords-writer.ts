import { readSuggestions } from '../../domain/keywords/related-keywords/suggestion-text';
import { renderPrompt } from '../../domain/prompts/render-prompt';
import { withCallPriority } from '../../lib/call-priority';
import type { CredentialsReader } from '../../ports/credentials';
import type { PromptRepository } from '../../ports/prompts';
import type { RelatedKeywordsWriter } from '../../ports/related-keywords';
import type { UpstreamClients } from '../../ports/upstream-clients';
import type { UsageRecord } from '../../ports/usage';
import { contentInputsOf, usageCounters } from '../run-keyword-step';
import { commonValues, promptsFrom } from './generation-inputs';

/** The step name the AI budget's ledger prices the calls under. */
export const RELATED_KEYWORDS_STEP = 'relatedKeywords';

/** An answer without a readable keyword is asked again once: a model that strays once usually keeps to it next time. */
const ATTEMPTS = 2;

/**
 * Related keywords written as the pipeline writes (decision 053): the active Related Keywords prompt over
 * the keyword's inputs and the given ad copy, through the same text generator (shared rate limits,
 * failover), at the priority of work a person is watching. JSON is asked for only when the prompt
 * mentions it: OpenAI refuses JSON mode otherwise (`docs/upstream/openai.md`), and a prompt may ask for
 * one keyword per line instead.
 */
export function createRelatedKeywordsWriter(deps: {
  prompts: PromptRepository;
  credentials: CredentialsReader;
  clients: UpstreamClients;
}): RelatedKeywordsWriter {
  return {
    write: ({ keyword, adCopy, count }) =>
      withCallPriority('interactive', async () => {
        const text = deps.clients.text(await deps.credentials.read());
        const template = await promptsFrom(deps.prompts)('relatedKeywords');
        const prompt = renderPrompt(template.prompt, {
          ...commonValues(contentInputsOf(keyword)),
          adTitle: adCopy.adTitle || 'none',
          adDescription: adCopy.adDescription || 'none',
          count: String(count),
        });
        const usage: UsageRecord[] = [];
        let keywords: string[] = [];
        for (let attempt = 1; attempt <= ATTEMPTS && keywords.length === 0; attempt += 1) {
          const answer = await text.generate({ prompt, json: /\bjson\b/i.test(prompt) });
          usage.push(answer.usage);
          keywords = readSuggestions(answer.text);
        }
        return { keywords, usage: usageCounters(RELATED_KEYWORDS_STEP, usage) };
      }),
  };
}
