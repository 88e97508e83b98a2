/**
 * Bulk launch time (issue 33): the time per campaign of a launch of N published articles against the Graph
 * sandbox, with Meta answering at once and then after 1 s per call. Run: `npx tsx tests/bench/launch.ts [N]`
 * (N from 1 to 200, default 20; about 75 s at 20 on 2 busy cores, most of it the 1 s round).
 *
 * One local stack (dynalite, the sandboxes with the Meta credentials saved, the launch runner in-process)
 * with one article published by the pipeline and N - 1 copies of it, and one ad settings profile. Each
 * round sets the Graph sandbox's latency, launches all N articles through `POST /api/meta/launches`, and
 * polls the launch's detail until it is no longer running. Prints, per latency: the wall time from the POST
 * to the launch's end, the time per campaign, the Graph calls per campaign (the sandbox's counts per call
 * type, reset with the knobs) and the campaigns created; at 1 s, the bound the Graph waits set,
 * `ceil(N / concurrency) x calls per campaign x latency` (each campaign's calls are made one after another),
 * and the wall time as a share of it; then the ratio of the two times per campaign. Figures only, never
 * pass or fail.
 */
import { type LaunchDetail, MAX_CAMPAIGNS_PER_LAUNCH } from '#shared/schemas/meta-launches';
import type { TestStack } from '#tests/support/test-stack';

// Quiet: the SDK's Node 22 notice and the logs are noise in this report.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
process.env.POWERTOOLS_LOG_LEVEL ??= 'ERROR';
process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';

const { createTrafficProfile, startCampaignStack } = await import('#tests/support/meta-campaign-stack');
const { publishedCopies } = await import('#tests/support/published-copies');
const { LAUNCH_CONCURRENCY } = await import('../../functions/src/domain/meta/launches/launch-worker');

const COUNT = Number(process.argv[2] ?? 20);
if (!Number.isInteger(COUNT) || COUNT < 1 || COUNT > MAX_CAMPAIGNS_PER_LAUNCH)
  throw new Error(`N is the campaigns to launch, 1 to ${MAX_CAMPAIGNS_PER_LAUNCH}`);
const LATENCIES_MS = [0, 1000];
const POLL_MS = 100;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

interface Round {
  latencyMs: number;
  wallMs: number;
  launch: LaunchDetail;
  /** Graph calls the sandbox received during the launch, per call type (`read`, `create`, ...). */
  calls: Record<string, number>;
}

/** Launches every article at this Graph latency and waits for the launch to end. */
async function round(t: TestStack, cookie: string, body: object, latencyMs: number): Promise<Round> {
  t.stack.sandbox.setKnobs({ meta: { latencyMs } });
  const started = performance.now();
  const response = await t.call('POST', '/api/meta/launches', { cookie, body });
  if (response.status !== 202) throw new Error(`launch: ${response.status} ${await response.text()}`);
  const { launchId } = (await response.json()) as { launchId: string };
  for (;;) {
    const detail = await t.call('GET', `/api/meta/launches/${launchId}`, { cookie });
    const launch = (await detail.json()) as LaunchDetail;
    if (launch.status !== 'running') {
      const wallMs = performance.now() - started;
      const calls = Object.fromEntries(
        Object.entries(t.stack.sandbox.callCounts())
          .filter(([key]) => key.startsWith('meta:'))
          .map(([key, count]) => [key.slice('meta:'.length), count]),
      );
      t.stack.sandbox.setKnobs({});
      return { latencyMs, wallMs, launch, calls };
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

function report(rounds: Round[]) {
  console.log(
    `A launch of ${COUNT} campaigns against the Graph sandbox (${LAUNCH_CONCURRENCY} created at once)`,
  );
  for (const { latencyMs, wallMs, launch, calls } of rounds) {
    const total = Object.values(calls).reduce((sum, count) => sum + count, 0);
    const byType = Object.entries(calls)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([type, count]) => `${type} ${(count / COUNT).toFixed(1)}`)
      .join(', ');
    console.log(`  Graph latency ${latencyMs} ms`);
    console.log(
      `    launch status             ${launch.status}: ${launch.created} created, ${launch.failed} failed`,
    );
    console.log(`    wall time                 ${seconds(wallMs)} (POST to the launch's end)`);
    console.log(`    per campaign              ${seconds(wallMs / COUNT)}`);
    console.log(`    Graph calls per campaign  ${(total / COUNT).toFixed(1)} (${byType})`);
    if (latencyMs === 0) continue;
    const boundMs = Math.ceil(COUNT / LAUNCH_CONCURRENCY) * (total / COUNT) * latencyMs;
    console.log(
      `    Graph-wait bound          ${seconds(boundMs)}; wall time / bound ${(wallMs / boundMs).toFixed(2)}`,
    );
  }
  const [fast, slow] = rounds;
  if (fast && slow)
    console.log(
      `  per-campaign time at ${slow.latencyMs} ms / at ${fast.latencyMs} ms: ${(slow.wallMs / fast.wallMs).toFixed(1)}`,
    );
}

const { t, cookie, keywordId } = await startCampaignStack();
try {
  const keywordIds = [keywordId, ...(await publishedCopies(t, keywordId, COUNT - 1))];
  const profileId = await createTrafficProfile(t, cookie);
  const rounds: Round[] = [];
  for (const latencyMs of LATENCIES_MS)
    rounds.push(await round(t, cookie, { keywordIds, profileId }, latencyMs));
  report(rounds);
} finally {
  await t.close();
}
