import type { CaughtError } from './task-input';

const MAX_REASON_LENGTH = 500;

/** What Step Functions' own error names mean, in words an operator understands. */
const STATES_ERRORS: Record<string, string> = {
  'States.Timeout': 'A step took too long and was stopped',
  'Sandbox.Timedout': 'A step took too long and was stopped',
  'States.Runtime': 'The workflow could not go on (a runtime error in the state machine)',
  'States.TaskFailed': 'A step failed',
};

/**
 * The readable reason of a caught error. A Lambda task's `Cause` is a JSON document whose `errorMessage` is
 * the thrown error's message (the local runner gives that message directly); the step handlers make those
 * messages readable ("Writing the article failed: OpenAI refused the API key (401)").
 */
export function failureReason(error: CaughtError): string {
  const message = messageOf(error.Cause ?? '');
  const known = STATES_ERRORS[error.Error];
  const reason = known ? (message ? `${known}: ${message}` : known) : message || error.Error;
  const flat = reason.replace(/\s+/g, ' ').trim();
  return flat.length > MAX_REASON_LENGTH ? `${flat.slice(0, MAX_REASON_LENGTH - 1)}…` : flat;
}

function messageOf(cause: string): string {
  if (!cause.startsWith('{')) return cause;
  try {
    const parsed = JSON.parse(cause) as { errorMessage?: unknown };
    return typeof parsed.errorMessage === 'string' ? parsed.errorMessage : cause;
  } catch {
    return cause;
  }
}
