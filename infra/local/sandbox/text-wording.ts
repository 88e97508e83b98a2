import { sentences } from './article-sentences';
import { capitalize, escapeHtml, pick, range, titleCase } from './text-kit';

/** What an article weaves in besides its keyword: the title and manual tags the prompt gives. */
export interface ArticleContext {
  keyword: string;
  title?: string;
  tags: string[];
}

const TRANSACTIONAL = [
  'buy {k}',
  '{k} price',
  'best {k} deals',
  '{k} discount',
  'cheap {k}',
  '{k} for sale',
  'order {k} online',
  '{k} coupon',
  '{k} free shipping',
  'compare {k} prices',
  '{k} sale',
  'shop {k}',
];
const NAVIGATIONAL = [
  '{k} guide',
  '{k} reviews',
  'how to choose {k}',
  '{k} tips',
  '{k} near me',
  '{k} brands',
  '{k} comparison',
  '{k} for beginners',
  '{k} faq',
  'what is {k}',
  '{k} official site',
  '{k} ideas',
];
const VARIANTS = [
  'best {k}',
  '{k} for beginners',
  'affordable {k}',
  '{k} buying guide',
  'top rated {k}',
  '{k} ideas',
  'how to use {k}',
  '{k} alternatives',
  'premium {k}',
  '{k} checklist',
  '{k} tips and tricks',
  'choosing {k}',
];
/** Neighbouring searches for "More like this": other needs of the same readers, none a variant's wording. */
const RELATED = [
  '{k} accessories',
  '{k} care tips',
  '{k} gift ideas',
  '{k} on a budget',
  '{k} for travel',
  '{k} starter kit',
  '{k} mistakes to avoid',
  '{k} for families',
  '{k} upgrades',
  'eco friendly {k}',
  '{k} size guide',
  '{k} maintenance',
  '{k} storage ideas',
  '{k} for small spaces',
  'second hand {k}',
  '{k} rental',
  '{k} subscription',
  '{k} bundle deals',
  '{k} for seniors',
  '{k} trends',
];
const IDEAS = ['practical', 'popular', 'simple', 'proven', 'smart', 'everyday', 'expert', 'budget'];

/** Short phrases about the keyword, for lists the prompt names in no way the sandbox knows. */
export const ideas = (keyword: string, count: number) =>
  range(count).map((index) => `${pick(keyword, index, IDEAS)} ${keyword}`);

const fill = (template: string, keyword: string) => template.replaceAll('{k}', keyword);

/** `count` distinct entries from a bank ("best best boots" left out), numbered once the bank runs out. */
function fromBank(bank: string[], keyword: string, count: number): string[] {
  const lower = keyword.toLowerCase();
  const fresh = bank.map((template) => fill(template, lower)).filter((entry) => !/\b(\w+) \1\b/.test(entry));
  return range(count).map((index) =>
    index < fresh.length ? fresh[index]! : `${fresh[index % fresh.length]!} ${index + 1}`,
  );
}

export const transactionalTags = (keyword: string, count: number) => fromBank(TRANSACTIONAL, keyword, count);
export const navigationalTags = (keyword: string, count: number) => fromBank(NAVIGATIONAL, keyword, count);
export const keywordVariants = (keyword: string, count: number) => fromBank(VARIANTS, keyword, count);
export const relatedKeywords = (keyword: string, count: number) => fromBank(RELATED, keyword, count);
/** Transactional and navigational tags in turn. */
export function mixedTags(keyword: string, count: number): string[] {
  const transactional = transactionalTags(keyword, Math.ceil(count / 2));
  const navigational = navigationalTags(keyword, Math.floor(count / 2));
  return range(count).map(
    (index) => (index % 2 === 0 ? transactional : navigational)[Math.floor(index / 2)]!,
  );
}

export function articleTitle(keyword: string): string {
  const k = titleCase(keyword);
  return pick(keyword, 0, [
    `${k}: The Complete Guide for Smart Buyers`,
    `How to Choose the Best ${k}: An Honest Guide`,
    `${k} Explained: What to Know Before You Buy`,
    `The Ultimate ${k} Guide: Tips, Picks and Pitfalls`,
  ]);
}

export function adTitle(keyword: string): string {
  const k = titleCase(keyword).slice(0, 26);
  return pick(keyword, 1, [`${k}: Top Picks`, `Shop ${k} Today`, `Best ${k} Deals`, `${k} Made Easy`]);
}

export function adDescription(keyword: string): string {
  return pick(keyword, 2, [
    `Compare ${keyword} options side by side. Honest advice, clear prices and tips to choose well.`,
    `Looking for ${keyword}? See what matters, what to skip and where to find good value. Read the guide.`,
    `Everything about ${keyword} in one place: top picks, buying tips and common mistakes to avoid.`,
  ]);
}

export function imagePrompt(keyword: string): string {
  return pick(keyword, 3, [
    `A bright editorial photograph of ${keyword} in a realistic everyday setting, soft natural light, shallow depth of field, clean composition, no text or logos`,
    `A detailed, high-quality lifestyle photo showing ${keyword}, warm daylight, neutral background, sharp focus, no text`,
    `A clean flat-lay composition featuring ${keyword}, soft shadows, pastel palette, top-down view, no words or watermarks`,
  ]);
}

export function imageCaption(keyword: string, index: number): string {
  return pick(keyword, index, [
    `${capitalize(keyword)} in everyday use`,
    `A close look at ${keyword}`,
    `Choosing the right ${keyword}`,
  ]);
}

export function summary(keyword: string): string {
  return `A practical overview of ${keyword}: what it is, how to choose well and the mistakes to avoid.`;
}

export function sectionHeadings(keyword: string): string[] {
  const k = titleCase(keyword);
  return [
    `What Is ${k}?`,
    `Why ${k} Matters`,
    `How to Choose the Right ${k}`,
    'Common Mistakes to Avoid',
    'Frequently Asked Questions',
    'Final Thoughts',
  ];
}

/** A real HTML article: an introduction, then h2 sections with paragraphs, a list and an FAQ. */
export function articleHtml(context: ArticleContext): string {
  const k = escapeHtml(context.keyword);
  const [what, why, how, mistakes, faq, final] = sectionHeadings(context.keyword).map(escapeHtml);
  const title = context.title ? `<em>${escapeHtml(context.title)}</em>` : 'this guide';
  const related = context.tags.length
    ? `<p>Related topics worth a look: ${context.tags.map(escapeHtml).join(', ')}.</p>`
    : '';
  const prose = (slot: number, count = 3) => `<p>${sentences(context.keyword, k, slot, count)}</p>`;
  return [
    `<p>Welcome to ${title}, a practical look at ${k}. ${sentences(context.keyword, k, 0, 2)}</p>`,
    `<h2>${what}</h2>`,
    prose(1),
    prose(2),
    `<h2>${why}</h2>`,
    prose(3),
    `<h2>${how}</h2>`,
    `<p>Use these criteria to narrow the field before you compare individual products:</p>`,
    `<ul><li>Set a budget range and stick to it.</li><li>Check independent reviews of ${k}, not only the seller's page.</li><li>Compare warranty and return terms.</li><li>Prefer proven brands for parts that wear out.</li></ul>`,
    prose(4, 2),
    `<h2>${mistakes}</h2>`,
    prose(5),
    `<h2>${faq}</h2>`,
    `<h3>How much should I spend on ${k}?</h3>`,
    prose(6, 2),
    `<h3>Where can I find good deals on ${k}?</h3>`,
    prose(7, 2),
    related,
    `<h2>${final}</h2>`,
    prose(8),
  ]
    .filter(Boolean)
    .join('\n');
}
