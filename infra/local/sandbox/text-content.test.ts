import { describe, expect, it } from 'vitest';
import { DEFAULT_PROMPTS } from '../../../functions/src/domain/prompts/default-prompts';
import { PROMPT_PLACEHOLDERS, renderPrompt } from '../../../functions/src/domain/prompts/render-prompt';
import { answerPrompt, countFor } from './text-content';

const tagsPrompt = (transactional: number, navigational: number) =>
  [
    'Keyword: standing desk',
    `Generate exactly ${transactional} transactional tags and ${navigational} navigational tags.`,
    'Respond with JSON only: {"transactional": ["..."], "navigational": ["..."]}',
  ].join('\n');

describe('sandbox text answers', () => {
  it.each([
    [1, 1],
    [4, 3],
    [7, 2],
    [10, 10],
  ])('gives exactly %i transactional and %i navigational distinct tags', (transactional, navigational) => {
    const answer = JSON.parse(answerPrompt({ prompt: tagsPrompt(transactional, navigational), json: true }));

    expect(Object.keys(answer)).toEqual(['transactional', 'navigational']);
    expect(answer.transactional).toHaveLength(transactional);
    expect(answer.navigational).toHaveLength(navigational);
    expect(new Set([...answer.transactional, ...answer.navigational]).size).toBe(
      transactional + navigational,
    );
    for (const tag of [...answer.transactional, ...answer.navigational])
      expect(tag).toContain('standing desk');
  });

  it('reads counts written as words or after a colon', () => {
    expect(countFor('variants', 'Suggest three keyword variants')).toBe(3);
    expect(countFor('navigational', 'Transactional tags: 5\nNavigational tags: 2')).toBe(2);
    expect(countFor('transactional', '4 transactional and 3 navigational')).toBe(4);
    expect(countFor('navigational', '4 transactional and 3 navigational')).toBe(3);
  });

  it('answers with exactly the keys of the JSON the prompt shows', () => {
    const answer = JSON.parse(
      answerPrompt({
        prompt: 'Keyword: standing desk\nWrite ad copy as JSON: {"adTitle": "...", "adDescription": "..."}',
        json: true,
      }),
    );

    expect(Object.keys(answer)).toEqual(['adTitle', 'adDescription']);
    expect(answer.adTitle.length).toBeLessThanOrEqual(40);
    expect(answer.adDescription).toContain('standing desk');
  });

  it('writes the SEO title and meta description within the limits the default prompts give', () => {
    const render = (category: 'seoTitle' | 'seoDescription', keyword: string) => {
      const template = DEFAULT_PROMPTS.find((prompt) => prompt.category === category)!.prompt;
      const values = Object.fromEntries(PROMPT_PLACEHOLDERS[category].map((name) => [name, 'x']));
      const prompt = renderPrompt(template, {
        ...values,
        keyword,
        maxLength: category === 'seoTitle' ? '60' : '160',
        minLength: '120',
      });
      return Object.values(JSON.parse(answerPrompt({ prompt, json: true })))[0] as string;
    };
    for (const keyword of ['tea', 'standing desk', 'best waterproof hiking boots for women']) {
      expect(render('seoTitle', keyword).length).toBeLessThanOrEqual(60);
      expect(render('seoTitle', keyword).toLowerCase()).toContain(keyword);
      expect(render('seoDescription', keyword).length).toBeGreaterThanOrEqual(120);
      expect(render('seoDescription', keyword).length).toBeLessThanOrEqual(160);
    }
    // A keyword longer than the limit is kept whole, as a model must name it: over-long, never cut.
    const long = 'lightweight waterproof hiking boots for wide feet on rocky alpine trails';
    expect(render('seoTitle', long).length).toBeGreaterThan(60);
    expect(render('seoDescription', long).toLowerCase()).toContain(long);
  });

  it('answers the default related keywords prompt with as many distinct neighbouring keywords as asked', () => {
    const template = DEFAULT_PROMPTS.find((prompt) => prompt.category === 'relatedKeywords')!.prompt;
    const ask = (count: number) =>
      JSON.parse(
        answerPrompt({
          prompt: renderPrompt(template, {
            keyword: 'standing desk',
            title: 'Standing Desk Guide',
            adTitle: 'Stand Up, Work Better',
            adDescription: 'Compare 5 standing desk options side by side.',
            count: String(count),
          }),
          json: true,
        }),
      ) as { relatedKeywords: string[] };

    const { relatedKeywords } = ask(10);
    expect(relatedKeywords).toHaveLength(10);
    expect(new Set(relatedKeywords).size).toBe(10);
    expect(relatedKeywords[0]).toBe('standing desk accessories');
    expect(ask(1).relatedKeywords).toEqual(['standing desk accessories']);
    expect(ask(50).relatedKeywords).toHaveLength(50);
  });

  it('writes a real HTML article with headings and paragraphs about the keyword', () => {
    const article = answerPrompt({
      prompt:
        'Keyword: standing desk\nTitle: Stand Up for Yourself\nTags: ergonomics\nWrite an HTML article.',
      json: false,
    });

    expect(article.match(/<h2>/g)?.length).toBeGreaterThanOrEqual(4);
    expect(article.match(/<p>/g)?.length).toBeGreaterThanOrEqual(6);
    expect(article).toContain('Stand Up for Yourself');
    expect(article).toContain('ergonomics');
    expect(article.split(/\s+/).length).toBeGreaterThan(300);
  });

  it('escapes the keyword inside HTML', () => {
    const article = answerPrompt({
      prompt: 'Keyword: <script>alert(1)</script>\nWrite an article.',
      json: false,
    });

    expect(article).not.toContain('<script>');
    expect(article).toContain('&lt;script&gt;');
  });

  it('answers plain prompts with the kind they name first', () => {
    const ask = (prompt: string) =>
      answerPrompt({ prompt: `Keyword: standing desk\n${prompt}`, json: false });

    expect(ask('Write a title for an article about it.')).toMatch(/^[^<]*Standing Desk[^<]*$/);
    expect(ask('Write an image prompt for the article.')).toMatch(/standing desk.*no (text|words)/);
    expect(ask('Suggest 3 variants of the keyword.').split('\n')).toHaveLength(3);
    expect(ask('Generate 5 tags for the article, comma-separated.').split(', ')).toHaveLength(5);
  });

  it('is deterministic', () => {
    expect(answerPrompt({ prompt: tagsPrompt(4, 3), json: true })).toBe(
      answerPrompt({ prompt: tagsPrompt(4, 3), json: true }),
    );
  });
});
