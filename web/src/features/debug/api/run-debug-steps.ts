import { useMutation } from '@tanstack/react-query';
import type { DebugProcessRequest, DebugResult, DebugRunPending } from '#shared/schemas/debug';

/**
 * A non-OK answer of the tester: "Error: {status} {statusText}" (docs/contract.md#debug-tools), plus the
 * server's reason.
 */
export class DebugRequestError extends Error {
  override name = 'DebugRequestError';

  constructor(
    message: string,
    /** The server's `message` (e.g. the missing permission), when it gave one. */
    readonly detail: string | undefined,
  ) {
    super(message);
  }
}

async function serverDetail(response: Response): Promise<string | undefined> {
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  return typeof body?.message === 'string' && body.message ? body.message : undefined;
}

/** How often a debug run that outlasted the POST is asked for its result. */
export const DEBUG_POLL_MS = 2000;

async function resultOf(response: Response): Promise<DebugResult | DebugRunPending> {
  if (!response.ok) {
    throw new DebugRequestError(
      `Error: ${response.status} ${response.statusText}`,
      await serverDetail(response),
    );
  }
  return (await response.json()) as DebugResult | DebugRunPending;
}

/**
 * `POST /api/debug/process-steps`: runs the steps for one keyword and returns what they produced. When
 * they outlast the request (202, slow images), polls `GET /api/debug/process-steps/{id}` until they end.
 * Not `apiRequest`, because the tester words its failures itself (docs/contract.md#debug-tools says how).
 */
export async function runDebugSteps(request: DebugProcessRequest): Promise<DebugResult> {
  let answer = await resultOf(
    await fetch('/api/debug/process-steps', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(request),
    }),
  );
  while ('status' in answer && answer.status === 'running') {
    await new Promise((resolve) => setTimeout(resolve, DEBUG_POLL_MS));
    answer = await resultOf(
      await fetch(`/api/debug/process-steps/${encodeURIComponent(answer.id)}`, { credentials: 'include' }),
    );
  }
  return answer as DebugResult;
}

/** What the tester shows for a failed run: the HTTP status, else "Error:" and the message. */
export function debugErrorText(error: unknown): string {
  if (error instanceof DebugRequestError) return error.message;
  if (error instanceof Error && error.message) return `Error: ${error.message}`;
  return 'An error occurred during testing';
}

export function useRunDebugSteps() {
  return useMutation({ mutationFn: runDebugSteps });
}
