import { capitalize, titleCase } from './text-kit';

/**
 * The sandbox's SEO title and meta description, as a model keeping to the prompt's length limits would
 * write them: the longest wording that fits. A keyword too long to fit is kept whole, as a model that must
 * name the keyword does, so a long keyword gives an over-long SEO field for the quality gate to hold back.
 */

/** "at most 60 characters" in the prompt; 60 when it says none. */
function maxLengthIn(prompt: string): number {
  return Number(/\bat most (\d+)\s+characters/i.exec(prompt)?.[1] ?? 60);
}

/** "120 to 160 characters" in the prompt; 120–160 when it says none. */
function rangeIn(prompt: string): { min: number; max: number } {
  const found = /\b(\d+)\s*(?:to|-|–)\s*(\d+)\s+characters/i.exec(prompt);
  return found ? { min: Number(found[1]), max: Number(found[2]) } : { min: 120, max: 160 };
}

export function seoTitle(keyword: string, prompt: string): string {
  const max = maxLengthIn(prompt);
  const k = titleCase(keyword);
  const wordings = [`${k}: A Practical Buyer's Guide`, `${k}: What to Know`, `${k} Guide`, k];
  return wordings.find((wording) => wording.length <= max) ?? k;
}

const EXTRAS = [
  ' Practical tips and honest advice for every budget.',
  ' Read this before you buy.',
  ' Clear answers in plain words.',
  ' Save time and money.',
];

export function metaDescription(keyword: string, prompt: string): string {
  const { min, max } = rangeIn(prompt);
  let text = `${capitalize(keyword)} explained: how to choose well, what matters most and the mistakes to avoid.`;
  for (const extra of EXTRAS) {
    if (text.length >= min) break;
    if (text.length + extra.length <= max) text += extra;
  }
  return text;
}
