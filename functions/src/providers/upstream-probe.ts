import { ProbeFailure, type UpstreamProbe } from '../ports/upstream-probe';
import { outboundRequest } from './outbound-http';
import { OutboundUrlError } from './outbound-url';

/** Far more than any error or `users/me` body; a URL pointing at something else is cut off there. */
const MAX_RESPONSE_BYTES = 256 * 1024;

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * One cheap request under the outbound rules (http(s) only; on AWS never a private or local address, checked
 * on the addresses actually connected to), with a hard time limit. Redirects are not followed: a check must
 * not be steered elsewhere, and a redirect is itself worth reporting.
 */
export const probeUpstream: UpstreamProbe = async (service, request) => {
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
};
