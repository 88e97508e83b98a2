// text-readability (a port of Python's textstat) ships no types; this is the one function the checks use.
declare module 'text-readability' {
  const readability: {
    /** Flesch reading ease of a plain text: 206.835 − 1.015 × words/sentence − 84.6 × syllables/word. */
    fleschReadingEase(text: string): number;
  };
  export default readability;
}
