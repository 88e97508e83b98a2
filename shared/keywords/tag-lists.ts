/** Tags trimmed, empties dropped, repeats (case-insensitive) dropped, first spelling kept. */
export function uniqueTags(tags: string[]): string[] {
  const seen = new Set<string>();
  return tags
    .map((tag) => tag.trim())
    .filter((tag) => {
      const key = tag.toLowerCase();
      if (!tag || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** Comma-separated tags as typed (Manual Tags, secondary tags), as a list of `uniqueTags`. */
export function splitTags(text: string | undefined): string[] {
  return uniqueTags((text ?? '').split(','));
}
