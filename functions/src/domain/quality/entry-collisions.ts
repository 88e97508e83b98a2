import { wordSetKey } from '#shared/keywords/keyword-collisions';
import type { KeywordCollisionsResponse } from '#shared/schemas/quality';
import type { KeywordRepository } from '../../ports/keywords';

/** Matches read per line: the newest keywords holding every word of the line. */
const CANDIDATES = 100;

/**
 * The lines whose normalised word set equals an existing master keyword's (issue 24), of one site when
 * `site` is given. Each line is one indexed search for its words (every word must prefix a word of the
 * keyword, its title or tags), whose matches are compared by word set: a few key reads per line, whatever
 * the number of keywords.
 */
export async function entryCollisions(
  keywords: Pick<KeywordRepository, 'list'>,
  lines: string[],
  site?: string,
): Promise<KeywordCollisionsResponse> {
  const collisions: KeywordCollisionsResponse['collisions'] = [];
  for (const line of lines) {
    const key = wordSetKey(line);
    if (!key) continue;
    const filter = site === undefined ? { search: key } : { search: key, site };
    const { keywords: matches } = await keywords.list(filter, 0, CANDIDATES);
    const existing = matches.find((match) => wordSetKey(match.masterKeyword) === key);
    if (existing)
      collisions.push({
        keyword: line,
        existing: { id: existing.id, masterKeyword: existing.masterKeyword },
      });
  }
  return { collisions };
}
