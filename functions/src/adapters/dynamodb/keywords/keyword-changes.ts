import type { KeywordChanges } from '../../../ports/keywords';
import type { StoredKeyword } from './keyword-items';

/** Plain record fields a change may set (`null` removes the optional ones). */
const FIELDS = [
  'primaryTag',
  'secondaryTags',
  'title',
  'tags',
  'manualTags',
  'images',
  'adTitle',
  'adDescription',
  'seoTitle',
  'seoDescription',
  'url',
  'articleStatus',
  'publishedUrl',
  'publishedDate',
  'errorReason',
  'wordpressPostId',
] as const satisfies readonly (keyof KeywordChanges)[];

/** Fields a keyword is searched by: changing one changes its search prefixes. */
const SEARCHED_FIELDS = new Set<string>(['primaryTag', 'secondaryTags', 'title', 'tags', 'manualTags']);

/** Whether the changes can change the keyword's search prefixes, so the write must read the record first. */
export const touchesSearch = (changes: KeywordChanges) =>
  Object.entries(changes).some(([field, value]) => value !== undefined && SEARCHED_FIELDS.has(field));

export interface UpdateParts {
  sets: string[];
  removes: string[];
  names: Record<string, string>;
  values: Record<string, unknown>;
}

/**
 * The update expression parts of some changes. Usage counters are added atomically and prompt ids merged
 * per category, so steps running in parallel never overwrite each other.
 */
export function changeParts(changes: KeywordChanges, updatedAt: string): UpdateParts {
  const parts: UpdateParts = {
    sets: ['#updatedAt = :updatedAt'],
    removes: [],
    names: { '#updatedAt': 'updatedAt' },
    values: { ':updatedAt': updatedAt },
  };
  for (const field of FIELDS) {
    const value = changes[field];
    if (value === undefined) continue;
    parts.names[`#${field}`] = field;
    if (value === null) parts.removes.push(`#${field}`);
    else {
      parts.sets.push(`#${field} = :${field}`);
      parts.values[`:${field}`] = value;
    }
  }
  Object.entries(changes.promptIds ?? {}).forEach(([category, promptId], k) => {
    parts.names['#promptIds'] = 'promptIds';
    parts.names[`#pc${k}`] = category;
    parts.values[`:pc${k}`] = promptId;
    parts.sets.push(`#promptIds.#pc${k} = :pc${k}`);
  });
  Object.entries(changes.addUsage ?? {}).forEach(([counter, amount], k) => {
    parts.names['#usage'] = 'usage';
    parts.names[`#uc${k}`] = counter;
    parts.values[`:uc${k}`] = amount;
    parts.values[':zero'] = 0;
    parts.sets.push(`#usage.#uc${k} = if_not_exists(#usage.#uc${k}, :zero) + :uc${k}`);
  });
  return parts;
}

/** The record as the changes leave it (what its index entries are computed from). */
export function applyChanges(keyword: StoredKeyword, changes: KeywordChanges): StoredKeyword {
  const next: Record<string, unknown> = { ...keyword };
  for (const field of FIELDS) {
    const value = changes[field];
    if (value === null) delete next[field];
    else if (value !== undefined) next[field] = value;
  }
  return next as unknown as StoredKeyword;
}

/** `UpdateExpression` from its parts. */
export const expressionOf = (parts: UpdateParts) =>
  [
    parts.sets.length > 0 ? `SET ${parts.sets.join(', ')}` : '',
    parts.removes.length > 0 ? `REMOVE ${parts.removes.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join(' ');
