import { describe, expect, it } from 'vitest';
import { defaultPromptRepository } from '#tests/support/sandbox-generation';
import { currentCallPriority } from '../../lib/call-priority';
import type { CredentialsReader } from '../../ports/credentials';
import type { KeywordRecord } from '../../ports/keywords';
import type { PromptRepository } from '../../ports/prompts';
import type { TextGenerationRequest } from '../../ports/text-generator';
import type { UpstreamClients } from '../../ports/upstream-clients';
import { createRelatedKeywordsWriter } from './related-keywords-writer';

const keyword = {
  id: 'k1',
  masterKeyword: 'hiking boots',
  title: 'Hiking Boots That Last',
  manualTags: [],
  primaryTag: 'buy hiking boots',
} as unknown as KeywordRecord;
const adCopy = { adTitle: 'Boots For Every Trail', adDescription: '' };
const usage = { provider: 'gemini' as const, model: 'gemini-2.5-flash', operation: 'x', durationMs: 12 };

/** The writer over a text model answering `answers` in turn; what it was asked, and at which priority. */
function writerAnswering(answers: string[], prompts: PromptRepository = defaultPromptRepository()) {
  const asked: (TextGenerationRequest & { priority: string })[] = [];
  const clients = {
    text: () => ({
      async generate(request: TextGenerationRequest) {
        asked.push({ ...request, priority: currentCallPriority() });
        return { text: answers.shift() ?? '', usage: { ...usage, inputTokens: 100, outputTokens: 20 } };
      },
    }),
  } as unknown as UpstreamClients;
  const credentials = { read: async () => ({}) } as unknown as CredentialsReader;
  return { asked, writer: createRelatedKeywordsWriter({ prompts, credentials, clients }) };
}

describe('the related keywords writer', () => {
  it('fills the active prompt with the keyword, title, ad copy and count, in JSON mode, as interactive work', async () => {
    const { asked, writer } = writerAnswering(['{"relatedKeywords": ["trail socks", "boot laces"]}']);

    const written = await writer.write({ keyword, adCopy, count: 7 });

    expect(written).toEqual({
      keywords: ['trail socks', 'boot laces'],
      usage: {
        'relatedKeywords:gemini-2.5-flash:calls': 1,
        'relatedKeywords:gemini-2.5-flash:inputTokens': 100,
        'relatedKeywords:gemini-2.5-flash:outputTokens': 20,
        'relatedKeywords:gemini-2.5-flash:durationMs': 12,
      },
    });
    const [request] = asked;
    expect(request).toMatchObject({ json: true, priority: 'interactive' });
    expect(request?.prompt).toContain('Keyword: hiking boots\nTitle: Hiking Boots That Last');
    expect(request?.prompt).toContain('Ad headline: Boots For Every Trail\nAd text: none');
    expect(request?.prompt).toContain('Suggest 7 related');
  });

  it('asks once more when the answer holds no keyword, paying for both', async () => {
    const { asked, writer } = writerAnswering(['{"relatedKeywords": []}', '["trail socks"]']);

    const written = await writer.write({ keyword, adCopy, count: 3 });

    expect(asked).toHaveLength(2);
    expect(written.keywords).toEqual(['trail socks']);
    expect(written.usage['relatedKeywords:gemini-2.5-flash:calls']).toBe(2);
  });

  it('sends a prompt that asks for lines, not JSON, without JSON mode', async () => {
    const lines = {
      ...defaultPromptRepository(),
      activeFor: async () => ({
        id: 'p1',
        name: 'Lines',
        category: 'relatedKeywords' as const,
        description: '',
        prompt: 'List {{count}} keywords like {{keyword}}, one per line.',
        isActive: true,
        createdAt: '',
        updatedAt: '',
      }),
    };
    const { asked, writer } = writerAnswering(['1. trail socks\n2. boot laces'], lines);

    expect((await writer.write({ keyword, adCopy, count: 2 })).keywords).toEqual([
      'trail socks',
      'boot laces',
    ]);
    expect(asked[0]).toMatchObject({
      prompt: 'List 2 keywords like hiking boots, one per line.',
      json: false,
    });
  });
});
