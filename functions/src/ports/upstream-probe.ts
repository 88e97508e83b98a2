/**
 * One cheap HTTP request to an upstream service, as the status checks (`domain/settings/service-checks.ts`)
 * need it: the answer, or why there was none. `providers/upstream-probe.ts` sends it under the outbound
 * rules; the composition root hands it to the domain.
 */
export type UpstreamProbe = (service: string, request: ProbeRequest) => Promise<ProbeResponse>;

export interface ProbeRequest {
  method?: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string;
  timeoutMs: number;
}

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
