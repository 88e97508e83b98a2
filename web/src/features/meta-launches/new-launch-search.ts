import { searchParser, text } from '../../lib/search-params';

/** `/meta-launches/new?keywordIds=a,b`: the keywords chosen on the keyword list. */
export const parseNewLaunchSearch = searchParser({ keywordIds: text });

/** The ids of `?keywordIds=a,b`, in order, each once. */
export const keywordIdsOf = (value: string | undefined): string[] => [
  ...new Set(
    (value ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
  ),
];
