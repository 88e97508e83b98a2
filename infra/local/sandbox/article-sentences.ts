import { hashText, range } from './text-kit';

/**
 * The sandbox's article prose: sentences put together word group by word group from banks of twelve,
 * chosen by the keyword's set of words. Articles on different keywords share few word triples (as two
 * real articles would), so the quality gate's near-duplicate check passes them; keywords with the same
 * words in another order ("hiking boots best") get the same sentences, as a lazy model would write them,
 * and are found.
 */

const BANKS = [
  [
    'Honestly,',
    'Usually,',
    'Often,',
    'Overall,',
    'Surprisingly,',
    'Clearly,',
    'Typically,',
    'Frankly,',
    'Generally,',
    'Naturally,',
    'Ideally,',
    'Realistically,',
  ],
  [
    'this purchase',
    'the choice',
    'each option',
    'a smart buy',
    'your budget',
    'the shortlist',
    'every model',
    'a good pick',
    'the decision',
    'that search',
    'the upgrade',
    'any offer',
  ],
  [
    'rewards',
    'needs',
    'demands',
    'favours',
    'suits',
    'benefits from',
    'deserves',
    'calls for',
    'depends on',
    'requires',
    'invites',
    'justifies',
  ],
  [
    'careful',
    'patient',
    'honest',
    'thorough',
    'regular',
    'informed',
    'deliberate',
    'practical',
    'sensible',
    'steady',
    'critical',
    'relaxed',
  ],
  [
    'comparison',
    'research',
    'testing',
    'planning',
    'budgeting',
    'reading',
    'questioning',
    'maintenance',
    'attention',
    'judgement',
    'review',
    'checking',
  ],
  [
    'before buying',
    'over time',
    'at home',
    'in stores',
    'between seasons',
    'after delivery',
    'during sales',
    'on weekends',
    'with friends',
    'for beginners',
    'across brands',
    'in practice',
  ],
  [
    'because quality varies widely.',
    'since prices change often.',
    'so mistakes stay cheap.',
    'while options keep growing.',
    'as needs differ.',
    'because returns cost time.',
    'since reviews disagree.',
    'so value lasts longer.',
    'as materials age.',
    'because habits matter.',
    'since trends fade quickly.',
    'so surprises stay rare.',
  ],
];
/** The bank of subjects; the first sentence of each paragraph names the keyword instead. */
const SUBJECT = 1;

/**
 * A stable number per keyword word set, position and bank. FNV-1a's low bits depend only on the low bits
 * of the text's characters, so its hash is mixed (murmur3's finalizer) before it is reduced.
 */
function choice(seed: string, slot: number, size: number): number {
  let h = hashText(`${seed}|${slot}`);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0) % size;
}

/** The keyword's words, lower case, without repeats, in alphabetical order. */
export const wordSetOf = (keyword: string) =>
  [
    ...new Set(
      keyword
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean),
    ),
  ]
    .sort()
    .join(' ');

/** `count` sentences for paragraph `slot` of the article on `keyword` (`k`: the keyword as HTML). */
export function sentences(keyword: string, k: string, slot: number, count: number): string {
  const seed = wordSetOf(keyword);
  return range(count)
    .map((index) =>
      BANKS.map((bank, group) =>
        group === SUBJECT && index === 0
          ? k
          : bank[choice(seed, (slot * 8 + index) * 8 + group, bank.length)]!,
      ).join(' '),
    )
    .join(' ');
}
