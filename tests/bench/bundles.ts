/**
 * Bundle report: each Lambda bundle's minified size (budget 1 MB; 2.5 MB for the pipeline's step functions
 * and the debug tester, which runs their clients: docs/decisions/009), the SPA's initial JavaScript for the
 * login page and for the signed-in shell (gzip, budget 200 KB) with the framework's share of the latter,
 * and the API handler's peak memory serving a list request, from which its memory setting follows, and its
 * cold start (the bundle's import and the first request, median of 5 fresh processes), and the text and
 * image steps' bundle imports.
 * Run: `npx tsx tests/bench/bundles.ts`.
 * Everything is measured on what `cdk deploy` would upload: the app is synthesized with real bundling.
 */
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { hashPassword } from '../../functions/src/domain/auth/passwords';
import { PIPELINE_FUNCTIONS } from '../../functions/src/pipeline/pipeline-functions';
import { API_MEMORY_MB } from '../../infra/cdk/constructs/api-backend';
import { REPO_ROOT } from '../../infra/cdk/repo-paths';
import { apiColdStarts } from './bundles/api-cold-starts';
import { importTime } from './bundles/import-time';
import { spaFrameworkFloorBytes } from './bundles/spa-framework-floor';
import { type InitialJs, spaInitialJs } from './bundles/spa-initial-js';
import { synthesizeApp } from './bundles/synthesize';

const LAMBDA_BUDGET_BYTES = 1024 * 1024;
/**
 * The functions nobody waits on (Step Functions calls them) bundle the providers' SDKs, and so does the
 * debug tester, which runs the same steps (decision 009). The API, which people do wait on, keeps 1 MB.
 */
const STEP_BUDGET_BYTES = 2.5 * 1024 * 1024;
const STEP_FUNCTION_IDS = new Set<string>([...PIPELINE_FUNCTIONS.map((fn) => fn.id), 'DebugTester']);
const budgetOf = (name: string) =>
  STEP_FUNCTION_IDS.has(name.split('/').at(-1) ?? '') ? STEP_BUDGET_BYTES : LAMBDA_BUDGET_BYTES;
const INITIAL_JS_BUDGET_BYTES = 200 * 1024;
/** Issue 36's goals: before the login form is usable, and the signed-in landing page. */
const INITIAL_JS_GOALS_BYTES = { login: 100 * 1024, shell: 170 * 1024 };
/** Room above the measured peak for bigger pages and concurrent sign-ins in one container. */
const MEMORY_HEADROOM = 2;
/** Fresh processes the cold start is measured in; the median is reported. */
const COLD_STARTS = 5;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The cold start goals (issue 36): what Lambda's init phase imports, and the first request after it. */
const COLD_START_GOALS = { importMs: 150, firstRequestMs: 300 };
/** The steps whose cold start a keyword's run waits on most. */
const COLD_START_STEPS = ['TextStepFunction', 'ImageStepFunction'];
const goal = (ms: number, most: number) => `${ms <= most ? 'ok' : 'over goal'} (goal <= ${most} ms)`;
/** Median import time of fresh processes, with its CPU time (the wall clock mostly waits for a core). */
const importLine = (runs: { importMs: number; importCpuMs: number }[]) => {
  const importMs = median(runs.map((run) => run.importMs));
  const cpuMs = median(runs.map((run) => run.importCpuMs));
  return `${importMs.toFixed(0)} ms (${cpuMs.toFixed(0)} ms of CPU)  ${goal(importMs, COLD_START_GOALS.importMs)}`;
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const verdict = (value: number, budget: number) => (value <= budget ? 'ok' : 'OVER BUDGET');
let overBudget = false;
const check = (value: number, budget: number) => {
  overBudget ||= value > budget;
  return verdict(value, budget);
};

// The SDK's notice that it will soon need Node 22 (Lambda runs 22) is noise in this report.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

// Inside the repository, so the bundles' external `@aws-sdk/*` imports resolve from its node_modules.
mkdirSync(join(REPO_ROOT, 'cdk.out'), { recursive: true });
const outdir = mkdtempSync(join(REPO_ROOT, 'cdk.out', 'bench-'));
try {
  console.log('Synthesizing the CDK app with real bundling...');
  const { functions, spaDir } = synthesizeApp(outdir);

  console.log('\nLambda bundles (index.mjs, minified; budget 1 MB, steps and debug tester 2.5 MB)');
  for (const fn of functions) {
    const size = statSync(fn.bundleFile).size;
    const budget = budgetOf(fn.name);
    const line = `${kb(size).padStart(10)} of ${kb(budget).padStart(9)}`;
    console.log(`  ${fn.name.padEnd(40)} ${line}  ${check(size, budget)}`);
    // Outside the budget: loaded on first use, never at init (decision 059).
    for (const lazy of fn.lazyModules) {
      console.log(
        `    + ${lazy.name.padEnd(36)} ${kb(lazy.bytes).padStart(10)} beside it, loaded on first use`,
      );
    }
  }

  console.log('\nSPA initial JavaScript (gzip; budget 200 KB each)');
  const spa = spaInitialJs(spaDir);
  const jsLine = (js: InitialJs) =>
    `${kb(js.gzipBytes).padStart(10)} gzip (${kb(js.rawBytes)} raw, ${js.files.length} files)`;
  for (const [screen, js] of Object.entries(spa.landings)) {
    const line = jsLine(js);
    const most = INITIAL_JS_GOALS_BYTES[screen as keyof typeof INITIAL_JS_GOALS_BYTES];
    const target = most ? `, ${js.gzipBytes <= most ? 'ok' : 'over goal'} (goal <= ${kb(most)})` : '';
    console.log(`  ${screen.padEnd(40)} ${line}  ${check(js.gzipBytes, INITIAL_JS_BUDGET_BYTES)}${target}`);
  }
  console.log('\nEvery other screen: the JavaScript opening it from the shell adds (gzip)');
  for (const [screen, js] of Object.entries(spa.routes)) console.log(`  ${screen.padEnd(40)} ${jsLine(js)}`);

  const api = functions.find((fn) => fn.name === 'Api/Function');
  if (!api) throw new Error('No API function in the synthesized app');
  const runs = [];
  for (let run = 0; run < COLD_STARTS; run += 1) runs.push(await apiColdStarts(api));
  const memory = runs[0]!.signIn;
  const peakMb = memory.peakRssKb / 1024;
  const suggested = Math.max(512, Math.ceil((peakMb * MEMORY_HEADROOM) / 128) * 128);
  console.log('\nAPI handler peak memory (sign-in with scrypt N=2^17, then GET /api/keywords?page=1)');
  console.log(`  statuses: sign-in ${memory.login}, list ${memory.list}`);
  console.log(`  peak RSS ${peakMb.toFixed(0)} MB; with ${MEMORY_HEADROOM}x headroom: ${suggested} MB`);
  console.log(`  configured: ${API_MEMORY_MB} MB  ${check(suggested, API_MEMORY_MB)}`);
  console.log(`\nAPI cold start (median of ${COLD_STARTS} fresh processes of each kind)`);
  console.log(`  bundle import ${importLine(runs.flatMap((run) => [run.signIn, run.signedIn]))}`);
  const signedInMs = median(runs.map((run) => run.signedIn.firstRequestMs));
  console.log(
    `  first request, signed in (GET /api/keywords?page=1, status ${runs[0]!.signedIn.list}) ${signedInMs.toFixed(0)} ms  ${goal(signedInMs, COLD_START_GOALS.firstRequestMs)}`,
  );
  // The sign-in's scrypt is its cost by design (README, "Security"): printed apart, it shows the rest.
  const signInMs = median(runs.map((run) => run.signIn.firstRequestMs));
  const hashes = [];
  for (let run = 0; run < 3; run += 1) {
    const started = performance.now();
    await hashPassword('bench-password-1');
    hashes.push(performance.now() - started);
  }
  const hashMs = median(hashes);
  console.log(
    `  first request, a sign-in ${signInMs.toFixed(0)} ms: the password hash (scrypt N=2^17) alone takes ${hashMs.toFixed(0)} ms here, the rest ${(signInMs - hashMs).toFixed(0)} ms`,
  );

  console.log(`\nPipeline steps' cold start (bundle import, median of ${COLD_STARTS} fresh processes)`);
  for (const id of COLD_START_STEPS) {
    const step = functions.find((fn) => fn.name.endsWith(`/${id}`));
    if (!step) throw new Error(`No ${id} in the synthesized app`);
    const imports = [];
    for (let run = 0; run < COLD_STARTS; run += 1) imports.push(await importTime(step));
    console.log(`  ${step.name.padEnd(40)} ${importLine(imports)}`);
  }

  // Last: a Vite build in this process would grow its memory, which the API's child processes report as
  // their own peak (Linux counts a child's size before it runs Node), and its threads would share the cores.
  console.log("\nThe signed-in shell's framework floor (decision 063)");
  const floor = await spaFrameworkFloorBytes();
  console.log(
    `  ${kb(floor)} gzip of the shell's ${kb(spa.landings.shell.gzipBytes)}: the framework and the components of its first paint, no app code`,
  );
} finally {
  rmSync(outdir, { recursive: true, force: true });
}
if (overBudget) process.exitCode = 1;
