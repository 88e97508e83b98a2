/**
 * The keywords in a model's answer to the Related Keywords prompt, as listed: a JSON object holding a list
 * of strings (the seeded prompt's `{"relatedKeywords": [...]}`, under any key), a bare JSON list, or,
 * for a prompt an operator rewrote, plain lines, one keyword each, with any list marks, numbering or
 * quotes around them. Nothing here judges the keywords: `cleanSuggestions` does.
 */
export function readSuggestions(text: string): string[] {
  return fromJson(text) ?? fromLines(text);
}

const strings = (value: unknown[]): string[] => value.filter((item) => typeof item === 'string');

function parsed(text: string, open: string, close: string): unknown {
  const start = text.indexOf(open);
  const end = text.lastIndexOf(close);
  if (start < 0 || end <= start) return undefined;
  try {
    return JSON.parse(text.slice(start, end + 1));
  } catch {
    return undefined;
  }
}

/**
 * The strings of the first list holding any in the answer's JSON object (none when it holds no such
 * list), or of the answer's JSON list; undefined when the answer is not JSON.
 */
function fromJson(text: string): string[] | undefined {
  const object = parsed(text, '{', '}');
  if (object && typeof object === 'object' && !Array.isArray(object)) {
    const lists = Object.values(object).filter((value): value is unknown[] => Array.isArray(value));
    return lists.map(strings).find((list) => list.length > 0) ?? [];
  }
  const list = parsed(text, '[', ']');
  return Array.isArray(list) ? strings(list) : undefined;
}

/** "1. best boots", "- best boots", "• "best boots"," -> "best boots". */
const LIST_MARK = /^\s*(?:[-*•–]|\d{1,2}[.)]|\(\d{1,2}\))\s*/;

function fromLines(text: string): string[] {
  return text
    .replace(/```[a-z]*\n?/gi, '\n')
    .split(/\r?\n/)
    .map((line) =>
      line
        .replace(LIST_MARK, '')
        .replace(/^["'“‘]+|["'”’]*[,;.]?\s*$/g, '')
        .trim(),
    )
    .filter((line) => line.length > 0 && !line.endsWith(':'));
}
