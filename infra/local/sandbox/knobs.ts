import { createRateWindow, type RateWindow, type RateWindowState } from './rate-window';

/** The upstream services the sandbox imitates. */
export type SandboxService =
  | 'openai'
  | 'gemini'
  | 'vision'
  | 'wordpress'
  | 'meta'
  | 'snowflake'
  | 'slack'
  | 'ses';

/**
 * Call types per service, for per-call knobs and counts: OpenAI `chat`, `images`, `models`; Gemini
 * `generateContent`, `models`; Vision `annotate`; WordPress `users`, `posts`, `media`, `tags`, `index`;
 * Meta `read`, `create`, `creative` (a creative's create), `update`, `insights` (`unauthorized` there is an expired token: 190/463).
 * Snowflake `statement`, `status` (polls), `partition`; a latency on `statement` makes it answer 202.
 * Slack `post` (an incoming webhook), SES `send`.
 */
export type CallType = string;

/**
 * An injected failure: 429 with Retry-After, a 5xx, a hang until the client gives up, a refused key, or
 * `lost-response`: the call is carried out but its answer is lost (a gateway's 504), as when a timeout
 * strikes after the upstream finished: the case that tests a retry for duplicates. `refused` (Meta only):
 * the call is refused for good as Meta refuses a value it will not take (code 100, with a message for the
 * user), the case of a campaign Meta will not create.
 */
export type Fault = 'rate-limit' | 'server-error' | 'timeout' | 'unauthorized' | 'lost-response' | 'refused';

export interface CallKnobs {
  /** Added before every answer, in milliseconds. */
  latencyMs?: number;
  /** Share of calls (0 to 1) answered with a 5xx. */
  errorRate?: number;
  /** Share of calls (0 to 1) answered 429 with `Retry-After`. */
  rateLimitRate?: number;
  /** The `Retry-After` of those 429s, in seconds (default 1). */
  retryAfterSeconds?: number;
  /** Share of calls (0 to 1) that never get an answer: the connection hangs until the client gives up. */
  timeoutRate?: number;
  /** Share of calls (0 to 1) carried out whose answer is then lost (504). */
  lostResponseRate?: number;
  /** Every call is refused as with a revoked key, the way the real service refuses one. */
  unauthorized?: boolean;
  /** Faults for the next calls, in order, one per call, before the rates apply. */
  nextFaults?: Fault[];
  /**
   * A request limit, as a real account has (a new OpenAI account may get a few images a minute): at most
   * this many accepted calls in any 60 s, the rest answered 429 with `Retry-After` (and the service's own
   * rate-limit headers) until the window has room. Set on a service it counts all its calls; set on a call
   * type, only those. Refused calls do not count.
   */
  requestsPerMinute?: number;
}

export interface ServiceKnobs extends CallKnobs {
  /** Overrides per call type; unset fields fall back to the service's. */
  calls?: Record<CallType, CallKnobs>;
}

export type SandboxKnobs = Partial<Record<SandboxService, ServiceKnobs>> & {
  /** Seed of the random draws behind the rates, so a run can be repeated. */
  seed?: number;
};

export interface KnobDecision {
  latencyMs: number;
  fault?: Fault;
  retryAfterSeconds: number;
  /** How many calls of this service and call type came before this one. */
  sequence: number;
  /** Where the call stands against a `requestsPerMinute` limit, when one applies (the tighter of two). */
  rateLimit?: RateWindowState;
}

/** mulberry32: a small seeded generator, enough for reproducible fault draws. */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The knob settings of a running sandbox and the draw behind each call. `set` replaces every setting
 * (omitted knobs go back to none) and restarts the queues, the random sequence, the call counts and the
 * rate-limit windows. `now` is the clock of those windows.
 */
export function createKnobBoard(initial: SandboxKnobs = {}, now: () => number = Date.now) {
  let knobs: SandboxKnobs = {};
  let random = seededRandom(1);
  const queues = new Map<string, Fault[]>();
  const counts = new Map<string, number>();
  const windows = new Map<string, RateWindow>();

  /** The windows a call counts in: its call type's and its service's, those that have a limit. */
  const windowsFor = (service: SandboxService, callType: CallType): RateWindow[] => {
    const serviceKnobs = knobs[service] ?? {};
    const limits: [string, number | undefined][] = [
      [`${service}:${callType}`, serviceKnobs.calls?.[callType]?.requestsPerMinute],
      [service, serviceKnobs.requestsPerMinute],
    ];
    return limits.flatMap(([key, limit]) => {
      if (!limit || limit < 1) return [];
      if (!windows.has(key)) windows.set(key, createRateWindow(limit, now));
      return [windows.get(key)!];
    });
  };

  const set = (next: SandboxKnobs) => {
    knobs = structuredClone(next);
    random = seededRandom(next.seed ?? 1);
    queues.clear();
    counts.clear();
    windows.clear();
    for (const [service, serviceKnobs] of Object.entries(knobs) as [SandboxService, ServiceKnobs][]) {
      if (typeof serviceKnobs !== 'object') continue;
      if (serviceKnobs.nextFaults) queues.set(service, [...serviceKnobs.nextFaults]);
      for (const [callType, callKnobs] of Object.entries(serviceKnobs.calls ?? {})) {
        if (callKnobs.nextFaults) queues.set(`${service}:${callType}`, [...callKnobs.nextFaults]);
      }
    }
  };
  set(initial);

  return {
    set,
    /** Counts the call and decides its latency and fault. */
    decide(service: SandboxService, callType: CallType): KnobDecision {
      const key = `${service}:${callType}`;
      const sequence = counts.get(key) ?? 0;
      counts.set(key, sequence + 1);
      const serviceKnobs = knobs[service] ?? {};
      const merged: CallKnobs = { ...serviceKnobs, ...serviceKnobs.calls?.[callType] };
      const base = {
        latencyMs: merged.latencyMs ?? 0,
        retryAfterSeconds: merged.retryAfterSeconds ?? 1,
        sequence,
      };
      if (merged.unauthorized) return { ...base, fault: 'unauthorized' };
      const limited = windowsFor(service, callType);
      const refusal = limited.map((window) => window.check()).find((state) => state.retryAfterMs);
      if (refusal) {
        const retryAfterSeconds = Math.max(1, Math.ceil(refusal.retryAfterMs! / 1000));
        return { ...base, retryAfterSeconds, rateLimit: refusal, fault: 'rate-limit' };
      }
      const rateLimit = limited
        .map((window) => window.count())
        .reduce<RateWindowState | undefined>(
          (tightest, state) => (tightest && tightest.remaining <= state.remaining ? tightest : state),
          undefined,
        );
      const decision: KnobDecision = { ...base, ...(rateLimit ? { rateLimit } : {}) };
      const queued = queues.get(key)?.shift() ?? queues.get(service)?.shift();
      if (queued) return { ...decision, fault: queued };
      const draw = random();
      const timeoutRate = merged.timeoutRate ?? 0;
      const rateLimitRate = merged.rateLimitRate ?? 0;
      const errorRate = merged.errorRate ?? 0;
      const lostRate = merged.lostResponseRate ?? 0;
      if (draw < timeoutRate) return { ...decision, fault: 'timeout' };
      if (draw < timeoutRate + rateLimitRate) return { ...decision, fault: 'rate-limit' };
      if (draw < timeoutRate + rateLimitRate + errorRate) return { ...decision, fault: 'server-error' };
      if (draw < timeoutRate + rateLimitRate + errorRate + lostRate)
        return { ...decision, fault: 'lost-response' };
      return decision;
    },
    /** Calls received per `service:callType` since the knobs were last set. */
    counts(): Record<string, number> {
      return Object.fromEntries(counts);
    },
  };
}

export type KnobBoard = ReturnType<typeof createKnobBoard>;
