import { Alert, Box, Button } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { collisionsWithin, wordSetKey } from '#shared/keywords/keyword-collisions';
import { splitKeywordLines } from '#shared/keywords/master-keyword-text';
import type { AddKeywordsFormInput } from '#shared/schemas/keyword-input';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { useKeywordCollisions } from '../../api/keyword-collisions';

/** Typing settles for this long before the lines are checked against the existing keywords. */
const CHECK_DELAY_MS = 400;

/**
 * Under Master Keywords: the lines whose words (any order) equal another line's or an existing keyword's,
 * and "Drop them", which removes those lines (the first of each set of lines stays).
 */
export function KeywordCollisions({ disabled }: { disabled: boolean }) {
  const { control, setValue } = useFormContext<AddKeywordsFormInput>();
  const text = useWatch({ control, name: 'keywords' }) ?? '';
  const lines = splitKeywordLines(text);
  // The text, not its lines, is debounced: a string settles, a new array each render would not.
  const existing = useKeywordCollisions(splitKeywordLines(useDebouncedValue(text, CHECK_DELAY_MS)));
  const taken = new Map(
    (existing.data?.collisions ?? []).map((collision) => [wordSetKey(collision.keyword), collision.existing]),
  );
  const notes = [
    ...collisionsWithin(lines).map(
      ({ keyword, sameAs }) => `"${keyword}" has the same words as "${sameAs}" above`,
    ),
    ...lines
      .filter((line) => taken.has(wordSetKey(line)))
      .map(
        (line) =>
          `"${line}" has the same words as the existing keyword "${taken.get(wordSetKey(line))?.masterKeyword}"`,
      ),
  ];
  if (notes.length === 0) return null;

  const drop = () => {
    const seen = new Set<string>();
    const kept = lines.filter((line) => {
      const key = wordSetKey(line);
      const keep = !seen.has(key) && !taken.has(key);
      seen.add(key);
      return keep;
    });
    setValue('keywords', kept.join('\n'), { shouldValidate: true, shouldDirty: true });
  };

  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" onClick={drop} disabled={disabled}>
          Drop them
        </Button>
      }
    >
      Keywords with the same words make near-duplicate articles:
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </Box>
    </Alert>
  );
}
