/**
 * How each AWS SDK client is made observable: unchanged unless a traced Lambda's entry loaded
 * `tracer.ts`, which captures the clients in X-Ray. A hook rather than an import of the tracer, so the
 * functions that are not traced do not bundle the X-Ray SDK.
 */
let capture: <C>(client: C) => C = (client) => client;

/** Every AWS SDK client the code makes goes through this. */
export function capturedAwsClient<C>(client: C): C {
  return capture(client);
}

/** Called by `tracer.ts` when a traced entry loads it, before any client is made. */
export function captureAwsClientsWith(next: <C>(client: C) => C): void {
  capture = next;
}
