import { outboundRequest } from '../../providers/outbound-http';
import { OutboundUrlError } from '../../providers/outbound-url';

/** What a status check learned from one HTTP exchange. */
export interface ProbeResponse {
  status: number;
  /** The parsed JSON body, or the text when it is not JSON. */
  body: unknown;
  location: string | undefined;
}

/** A check that got no HTTP answer; the message is fit for the status tile's tooltip. */
export class ProbeFailure extends Error {
  override name = 'ProbeFailure';
}

/** Far more than any error or `users/me` body; a URL pointing at something else is cut off there. */
const MAX_RESPONSE_BYTES = 256 * 1024;

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export interface ProbeRequest {
  method?: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string;
  timeoutMs: number;
}

/**
 * One cheap request under the outbound rules (http(s) only; on AWS never a private or local address, checked
 * on the addresses actually connected to), with a hard time limit. Redirects are not followed: a check must
 * not be steered elsewhere, and a redirect is itself worth reporting.
 */
export async function probe(service: string, request: ProbeRequest): Promise<ProbeResponse> {
  try {
    const response = await outboundRequest({
      method: request.method ?? 'GET',
      url: request.url,
      headers: request.headers,
      body: request.body,
      timeoutMs: request.timeoutMs,
      maxResponseBytes: MAX_RESPONSE_BYTES,
    });
    const location = response.headers.location;
    return { status: response.status, body: parseBody(response.body.toString('utf8')), location };
  } catch (error) {
    if (error instanceof OutboundUrlError) throw new ProbeFailure(error.message);
    if (error instanceof Error && error.name === 'TimeoutError') {
      throw new ProbeFailure(`Timed out after ${request.timeoutMs / 1000} s`);
    }
    const { code, message } = error as { code?: string; message?: string };
    throw new ProbeFailure(`Could not reach ${service} (${code ?? message})`);
  }
}
