import type { PromptCategory } from '#shared/product/prompt-categories';

export interface DefaultPrompt {
  name: string;
  category: PromptCategory;
  description: string;
  prompt: string;
}

/**
 * One default prompt per category, seeded on first start. Each starts with its subject lines
 * (`Keyword: ...`, `Title: ...`, `Manual tags: ...`), names its variables as `{{name}}` (see
 * `PROMPT_PLACEHOLDERS`) and asks for exactly the output its pipeline step parses: a JSON object shown in
 * the prompt for everything but the article, which is an HTML fragment. The local sandbox answers prompts
 * of this form (see `infra/local/sandbox/text-content.ts`), and so do real models.
 */
export const DEFAULT_PROMPTS: readonly DefaultPrompt[] = [
  {
    name: 'SEO tags',
    category: 'tags',
    description: 'Transactional and navigational search tags for a master keyword',
    prompt: `Keyword: {{keyword}}
Manual tags: {{manualTags}}

You are an SEO strategist for a content site that earns from search and social traffic. Write
{{transactionalCount}} transactional tags (searches with intent to buy, book, compare or sign up, such as
price, deal and "buy online" searches) and {{navigationalCount}} navigational tags (searches for a brand,
place, product page or guide about the topic) for the keyword. Each tag is 2 to 6 words, lower case, without
punctuation, clearly about the keyword, and different from the others and from the manual tags (whose intent
the tags should still serve). Put the strongest transactional tag first: it becomes the primary tag.

Respond with JSON only, no prose and no code fence:
{"transactional": ["..."], "navigational": ["..."]}`,
  },
  {
    name: 'Article title',
    category: 'title',
    description: 'A click-worthy, honest headline for the article',
    prompt: `Keyword: {{keyword}}
Primary tag: {{primaryTag}}
Other tags: {{tags}}
Manual tags: {{manualTags}}

Write one headline for an article about the keyword. Rules: 45 to 65 characters; contains the primary tag or
a natural form of it; Title Case; promises a concrete benefit to the reader; no clickbait, no quotation
marks, no emoji, no year unless the keyword has one.

Respond with JSON only, no prose and no code fence:
{"title": "..."}`,
  },
  {
    name: 'Long-form article',
    category: 'article',
    description: 'The HTML article published to WordPress',
    prompt: `Write a helpful, original article for readers searching the keyword below, under the title below.

Keyword: {{keyword}}
Title: {{title}}
Primary tag: {{primaryTag}}
Other tags: {{tags}}
Manual tags: {{manualTags}}

Work the primary tag and the other tags in naturally, and cover every manual tag.

Structure: an opening paragraph that answers the search intent in its first two sentences; 4 to 6 sections,
each with an h2 heading and 2 or 3 paragraphs (h3 for sub-points, one bulleted list where it helps); a short
conclusion with a clear next step. 900 to 1300 words. Plain, confident language in the second person; no
invented statistics, prices or quotes.

Answer with the article body as an HTML fragment only: no html, head, body or h1 element (the title is
published separately), no scripts, styles or inline styles, no Markdown and no code fence. Allowed elements:
h2, h3, p, ul, ol, li, strong, em, a, blockquote.`,
  },
  {
    name: 'Featured image prompt',
    category: 'imagePrompt',
    description: 'Describes the images generated for the article',
    prompt: `Keyword: {{keyword}}
Title: {{title}}
Primary tag: {{primaryTag}}
Manual tags: {{manualTags}}

Describe one photograph to illustrate the article, for an image model: a realistic, well-lit editorial photo
of the subject, its setting, composition and mood, in 40 to 70 words. No text, letters, logos, brand names,
watermarks or recognisable people; nothing violent, medical, suggestive or otherwise unfit for an ad network.

Respond with JSON only, no prose and no code fence:
{"prompt": "..."}`,
  },
  {
    name: 'Safer image prompt',
    category: 'imagePromptAlt',
    description: 'Used once when an image fails the safety check',
    prompt: `Keyword: {{keyword}}
Title: {{title}}
Primary tag: {{primaryTag}}
Manual tags: {{manualTags}}

An image generated for this article was rejected by a safety check. Its description was:
{{rejectedPrompt}}

Describe a different, clearly safe photograph for the same article, for an image model: an object, a place
or a landscape that fits the topic, with no people, no body parts, no medicine, no weapons, no alcohol and
no text or logos; 40 to 70 words, realistic editorial style, bright natural light.

Respond with JSON only, no prose and no code fence:
{"prompt": "..."}`,
  },
  {
    name: 'Ad headline',
    category: 'adTitle',
    description: 'The headline of the social ad that promotes the article',
    prompt: `Keyword: {{keyword}}
Title: {{title}}
Primary tag: {{primaryTag}}
Manual tags: {{manualTags}}

Write the headline of a Meta (Facebook) ad that sends readers to this article. Rules: at most 40
characters; speaks to the reader's goal; no all caps, no exaggerated claims, no "click here"; complies with
Meta's advertising policies.

Respond with JSON only, no prose and no code fence:
{"adTitle": "..."}`,
  },
  {
    name: 'Ad description',
    category: 'adDescription',
    description: 'The primary text of the social ad',
    prompt: `Keyword: {{keyword}}
Title: {{title}}
Primary tag: {{primaryTag}}
Manual tags: {{manualTags}}
Ad headline: {{adTitle}}

Write the primary text of a Meta (Facebook) ad with this headline that sends readers to the article.
Rules: 90 to 125 characters; one concrete benefit of reading the article and a soft call to action; no
personal attributes ("Are you ..."), no exaggerated claims; complies with Meta's advertising policies.

Respond with JSON only, no prose and no code fence:
{"adDescription": "..."}`,
  },
  {
    name: 'Keyword variants',
    category: 'variants',
    description: 'Related master keywords, each processed into its own article',
    prompt: `Keyword: {{keyword}}
Primary tag: {{primaryTag}}
Manual tags: {{manualTags}}

Suggest {{count}} keyword variants of the keyword that deserve an article of their own. Each variant
targets a distinct search intent or audience (a location, a budget, a season, a comparison...), is 2 to 6
words and lower case, and is neither a reordering or plural of the keyword nor of another variant.

Respond with JSON only, no prose and no code fence:
{"variants": ["...", "...", "..."]}`,
  },
  {
    name: 'SEO title',
    category: 'seoTitle',
    description: 'The title search engines show for the article (its slug is made from it)',
    prompt: `Keyword: {{keyword}}
Title: {{title}}
Primary tag: {{primaryTag}}
Other tags: {{tags}}
Manual tags: {{manualTags}}
Opening of the article: {{articleIntro}}

Write the SEO title of this article, the title a search results page shows. Rules: at most {{maxLength}}
characters, spaces included (a longer title is held back for review, never cut); starts with the keyword or
a natural form of it; says what the reader gets; Title Case; no site name, no quotation marks, no emoji, no
year unless the keyword has one. The article's URL slug is made from it.

Respond with JSON only, no prose and no code fence:
{"seoTitle": "..."}`,
  },
  {
    name: 'Meta description',
    category: 'seoDescription',
    description: 'The snippet search engines show under the SEO title (the post excerpt)',
    prompt: `Keyword: {{keyword}}
Title: {{title}}
SEO title: {{seoTitle}}
Primary tag: {{primaryTag}}
Manual tags: {{manualTags}}
Opening of the article: {{articleIntro}}

Write the meta description of this article, the snippet a search results page shows under its SEO title.
Rules: {{minLength}} to {{maxLength}} characters, spaces included (outside that range it is held back for
review, never cut); contains the keyword once, naturally; one or two complete sentences saying what the
reader learns and why it helps; active voice; no quotation marks, no emoji, no "click here".

Respond with JSON only, no prose and no code fence:
{"metaDescription": "..."}`,
  },
  {
    name: 'More like this',
    category: 'relatedKeywords',
    description: 'Related keywords for a keyword whose campaigns earn more than they cost',
    prompt: `Keyword: {{keyword}}
Title: {{title}}
Ad headline: {{adTitle}}
Ad text: {{adDescription}}

The article with this title and the ad with this copy earn more than they cost. Suggest {{count}} related
keywords that deserve an article and an ad of their own for the same kind of reader: neighbouring needs,
products, problems, occasions or places that readers of this article also search for, with the same
intent to buy or act. Each keyword is 2 to 6 words, lower case, without punctuation or brand names; none
is the keyword itself, a reordering, plural or misspelling of it, or of another suggestion.

Respond with JSON only, no prose and no code fence:
{"relatedKeywords": ["...", "...", "..."]}`,
  },
];
