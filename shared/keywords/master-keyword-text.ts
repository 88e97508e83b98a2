/** The duplicate-detection form of a master keyword: case- and space-insensitive. */
export function normalizeMasterKeyword(keyword: string): string {
  return keyword.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The Master Keywords textarea as the dialog sends it: one keyword per line, trimmed, empty lines dropped. */
export function splitKeywordLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}
