// Made on first use: creating a segmenter loads ICU's break rules, about 8 ms of every cold start of the
// functions that bundle this (decision 061), most of which never count a text.
let graphemes: Intl.Segmenter | undefined;

/**
 * Characters as a reader counts them (grapheme clusters): an emoji or an accented letter is one, whatever
 * its UTF-16 length. The SEO length checks count so, and the screens show the same figure.
 */
export const characterCount = (text: string) => {
  graphemes ??= new Intl.Segmenter('en', { granularity: 'grapheme' });
  return [...graphemes.segment(text)].length;
};
