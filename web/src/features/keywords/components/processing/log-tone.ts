export type LogTone = 'normal' | 'active' | 'failed';

/**
 * How a processing log line is shown, by its leading mark: a check mark is normal, a cycle mark blue
 * (started or retrying), a cross mark red (failed). Unmarked lines are normal.
 */
export function logTone(line: string): LogTone {
  const mark = line.trimStart().charAt(0);
  if (mark === '↻') return 'active';
  if (mark === '✗') return 'failed';
  return 'normal';
}

/** The dialog's title for each state: no data yet, in progress, complete. */
export function processingTitle(status: { isComplete: boolean } | undefined): string {
  if (!status) return 'Initializing';
  return status.isComplete ? 'Processing Complete' : 'Processing Keywords';
}
