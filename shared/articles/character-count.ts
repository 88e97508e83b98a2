const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * Characters as a reader counts them (grapheme clusters): an emoji or an accented letter is one, whatever
 * its UTF-16 length. The SEO length checks count so, and the screens show the same figure.
 */
export const characterCount = (text: string) => [...graphemes.segment(text)].length;
