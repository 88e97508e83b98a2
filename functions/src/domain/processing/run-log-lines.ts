/**
 * The marks a run's log lines start with, which the processing dialog colours: a check mark for what is
 * done, a cycle mark for what started or is retried, a cross mark for what failed.
 */
export const LOG_MARKS = { done: '✓', started: '↻', failed: '✗' } as const;

export const doneLine = (text: string) => `${LOG_MARKS.done} ${text}`;
export const startedLine = (text: string) => `${LOG_MARKS.started} ${text}`;
export const failedLine = (text: string) => `${LOG_MARKS.failed} ${text}`;

/** A keyword as log lines name it: quoted, and cut so one long keyword cannot flood the dialog. */
export function quoteKeyword(keyword: string): string {
  const flat = keyword.replace(/\s+/g, ' ').trim();
  return `"${flat.length > 80 ? `${flat.slice(0, 79)}…` : flat}"`;
}

/** "1 keyword", "5 keywords". */
export const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
