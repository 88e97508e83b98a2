/** Flesch reading ease of a plain text: 206.835 − 1.015 × words/sentence − 84.6 × syllables/word. */
export type ReadingEase = (text: string) => number;

/**
 * The scorer, from text-readability imported on first use: the package (with pluralize and syllable)
 * builds its word lists and rules when imported, about 10 ms of the API's and the text step's cold start,
 * and only a quality check scores readability (decision 062).
 */
export const loadReadingEase = (): Promise<ReadingEase> =>
  import('text-readability').then(
    ({ default: readability }) =>
      (text) =>
        readability.fleschReadingEase(text),
  );
