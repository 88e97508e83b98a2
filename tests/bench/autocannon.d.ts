// autocannon ships no types: the part of its programmatic API (v8) the load benchmark uses.
declare module 'autocannon' {
  export interface Request {
    method?: string;
    path: string;
    headers?: Record<string, string>;
    body?: string;
  }

  export interface Client {
    /** Replaces the sequence of requests this connection cycles through. */
    setRequests(requests: Request[]): void;
  }

  interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Seconds a request may take before it counts as a timeout. */
    timeout?: number;
    requests?: Request[];
    setupClient?: (client: Client) => void;
  }

  export interface Result {
    requests: { total: number; sent: number };
    latency: { average: number; p50: number; p99: number; max: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
    duration: number;
  }

  interface Instance {
    on(
      event: 'response',
      listener: (client: Client, statusCode: number, resBytes: number, responseTime: number) => void,
    ): Instance;
    stop(): void;
  }

  export default function autocannon(
    options: Options,
    done: (error: Error | null, result: Result) => void,
  ): Instance;
}
