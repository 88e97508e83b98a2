import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_QUALITY_SETTINGS } from '#shared/articles/quality-defaults';
import type { QualityCheck, QualitySettings } from '#shared/schemas/quality';
import { type CheckedArticle, contentChecks } from './content-checks';
import { loadReadingEase, type ReadingEase } from './reading-ease';

let readingEase: ReadingEase;
beforeAll(async () => {
  readingEase = await loadReadingEase();
});

const SENTENCES = [
  'Good hiking boots keep your feet dry and comfortable on difficult, uneven mountain trails.',
  'Try them on in the afternoon, when your feet are usually a little larger than in the morning.',
  'A supportive heel counter and a stiff sole protect your ankles on rocks and loose ground.',
  'Break new boots in gradually on shorter walks before you attempt a long expedition.',
  'Merino wool socks prevent blisters considerably better than ordinary cotton ones.',
];

/** A plain, complete article of about `paragraphs` × 60 words. */
function article(overrides: Partial<CheckedArticle> = {}, paragraphs = 6): CheckedArticle {
  const body = Array.from(
    { length: paragraphs },
    (_, index) => `<p>${SENTENCES.join(' ')} Part ${index + 1}.</p>`,
  );
  return {
    masterKeyword: 'hiking boots',
    title: 'How to Choose Hiking Boots',
    html: [
      '<p>Hiking boots matter more than any other gear you carry.</p>',
      '<h2>What to look for</h2>',
      ...body,
    ].join('\n'),
    ...overrides,
  };
}

const byCheck = (item: CheckedArticle, settings: QualitySettings = DEFAULT_QUALITY_SETTINGS) =>
  Object.fromEntries(
    contentChecks(item, settings, readingEase).map((result) => [result.check, result]),
  ) as Record<QualityCheck, ReturnType<typeof contentChecks>[number]>;

const allBlocking: QualitySettings = {
  ...DEFAULT_QUALITY_SETTINGS,
  blocking: [
    'wordCount',
    'headings',
    'leftoverMarkup',
    'keywordInTitle',
    'keywordInFirstParagraph',
    'readability',
  ],
};

describe('contentChecks', () => {
  it('passes a complete, plain article with its figures and thresholds', () => {
    const results = contentChecks(article(), allBlocking, readingEase);
    expect(results.map((result) => [result.check, result.verdict])).toEqual([
      ['wordCount', 'passed'],
      ['headings', 'passed'],
      ['leftoverMarkup', 'passed'],
      ['keywordInTitle', 'passed'],
      ['keywordInFirstParagraph', 'passed'],
      ['readability', 'passed'],
    ]);
    const checks = byCheck(article());
    expect(checks.wordCount.figure).toBe(10 + 4 + 6 * 75);
    expect(checks.wordCount.threshold).toBe('300–5000');
    expect(checks.headings).toMatchObject({ figure: 1, threshold: '≥ 1' });
    expect(checks.readability.figure).toBeGreaterThan(50);
    expect(checks.readability.figure).toBeLessThan(100);
  });

  it('finds a refusal, a Markdown fence and an [insert …] placeholder', () => {
    const refusal = byCheck(
      article({ html: `${article().html}\n<p>As an AI language model, I cannot browse the web.</p>` }),
    );
    expect(refusal.leftoverMarkup).toMatchObject({ verdict: 'failed', figure: 1 });
    expect(refusal.leftoverMarkup.detail).toContain('As an AI language model');

    const fenced = byCheck(
      article({ html: `<p>\`\`\`html</p>\n${article().html}\n<p>[Insert image here].</p>` }),
    );
    expect(fenced.leftoverMarkup.figure).toBe(2);
    expect(fenced.leftoverMarkup.detail).toBe('Found a Markdown code fence, an [insert …] placeholder');
  });

  it('finds an article that stops mid-sentence, not one that ends with a list', () => {
    const cut = byCheck(
      article({ html: `${article().html}\n<p>The best boots for wet ground are the ones that` }),
    );
    expect(cut.leftoverMarkup.detail).toBe('Found an unfinished sentence at the end');
    const listed = byCheck(article({ html: `${article().html}\n<ul><li>Fit</li><li>Grip</li></ul>` }));
    expect(listed.leftoverMarkup.verdict).toBe('passed');
  });

  it('finds the master keyword missing from the title and the first paragraph', () => {
    const missing = byCheck(
      article({
        title: 'Choosing Footwear',
        html: article().html.replace('Hiking boots matter', 'Footwear matters'),
      }),
      allBlocking,
    );
    expect(missing.keywordInTitle).toMatchObject({ verdict: 'failed', figure: 0, threshold: 'present' });
    expect(missing.keywordInFirstParagraph).toMatchObject({ verdict: 'failed', figure: 0 });
    // Whole words only, any case and punctuation: "Hiking-Boots" counts, "hiking bootstraps" does not.
    expect(byCheck(article({ title: 'HIKING-BOOTS, compared' })).keywordInTitle.figure).toBe(1);
    expect(byCheck(article({ title: 'Hiking bootstraps' })).keywordInTitle.figure).toBe(0);
  });

  it('holds the word count and the readability to their ranges', () => {
    const short = byCheck(article({}, 1), allBlocking);
    expect(short.wordCount).toMatchObject({ verdict: 'failed', figure: 89 });
    const dense = article({
      html: `<h2>Hiking boots</h2><p>${'Notwithstanding considerable methodological heterogeneity, contemporary biomechanical investigations consistently demonstrate substantially improved proprioceptive stabilization. '.repeat(30)}</p>`,
    });
    const hard = byCheck(dense, allBlocking);
    expect(hard.readability.verdict).toBe('failed');
    expect(hard.readability.figure).toBeLessThan(30);
  });

  it('warns instead of failing when the check does not block publishing', () => {
    const short = byCheck(article({}, 1), { ...DEFAULT_QUALITY_SETTINGS, blocking: [] });
    expect(short.wordCount.verdict).toBe('warning');
    const refusal = byCheck(article({ html: `${article().html}<p>As an AI model, I cannot say.</p>` }), {
      ...DEFAULT_QUALITY_SETTINGS,
      blocking: [],
    });
    expect(refusal.leftoverMarkup.verdict).toBe('warning');
  });

  it('finds no heading in an article without one', () => {
    const flat = byCheck(article({ html: article().html.replace(/<h2>.*<\/h2>/, '') }), allBlocking);
    expect(flat.headings).toMatchObject({ verdict: 'failed', figure: 0 });
  });
});
