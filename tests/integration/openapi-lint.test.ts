import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '#tests/support/test-stack';

/** Redocly CLI, run by this Node.js; the repository's `redocly.yaml` is the recommended ruleset, amended. */
const REDOCLY = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
const CONFIG = fileURLToPath(new URL('../../redocly.yaml', import.meta.url));
const LINT_TIMEOUT_MS = 60_000;

interface LintProblem {
  ruleId: string;
  message: string;
  location: { pointer: string }[];
}
interface LintReport {
  totals: { errors: number; warnings: number };
  problems: LintProblem[];
}
interface OpenApiDocument {
  paths: Record<string, Record<string, { operationId?: string; responses: Record<string, unknown> }>>;
}

let t: TestStack;
let dir: string;
let document: OpenApiDocument;
beforeAll(async () => {
  t = await startTestStack();
  dir = await mkdtemp(join(tmpdir(), 'kw-openapi-lint-'));
  const cookie = await t.signIn();
  document = await (await t.call('GET', '/api/openapi.json', { cookie })).json();
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

/** `redocly lint` on a document, as JSON. It exits non-zero on errors, which still come as the report. */
async function lint(candidate: OpenApiDocument): Promise<LintReport> {
  const file = join(dir, `openapi-${Date.now()}.json`);
  await writeFile(file, JSON.stringify(candidate, null, 2));
  // No telemetry and no update check: the lint runs offline.
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
  const stdout = await new Promise<string>((resolve, reject) => {
    execFile(
      process.execPath,
      [REDOCLY, 'lint', '--config', CONFIG, '--format', 'json', file],
      { env, timeout: LINT_TIMEOUT_MS, maxBuffer: 16 * 1024 * 1024 },
      (error, out, err) => (out.trim() ? resolve(out) : reject(error ?? new Error(err))),
    );
  });
  return JSON.parse(stdout) as LintReport;
}

const described = (report: LintReport) =>
  report.problems.map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer}: ${problem.message}`);

const operations = (candidate: OpenApiDocument) =>
  Object.entries(candidate.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      name: `${method.toUpperCase()} ${path}`,
      operation,
    })),
  );

describe('the OpenAPI document, as client generators read it', () => {
  it("lints clean with Redocly's recommended ruleset: no error, no warning", {
    timeout: LINT_TIMEOUT_MS,
  }, async () => {
    const report = await lint(document);

    expect(described(report)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });

  it('gives every operation its own camelCase operationId', () => {
    const ids = operations(document).map(({ name, operation }) => [name, operation.operationId] as const);
    const missing = ids.filter(([, id]) => !id || !/^[a-z][a-zA-Z0-9]*$/.test(id));

    expect(missing).toEqual([]);
    expect(new Set(ids.map(([, id]) => id)).size).toBe(ids.length);
  });

  it('fails an operation without an operationId, a 2XX or a 4XX answer', {
    timeout: LINT_TIMEOUT_MS,
  }, async () => {
    const broken = structuredClone(document);
    delete broken.paths['/api/users']!.get!.operationId;
    delete broken.paths['/api/stats']!.get!.responses['200'];
    const login = broken.paths['/api/login']!.post!;
    login.responses = { 200: login.responses['200'] };

    const report = await lint(broken);

    const problems = described(report);
    expect(problems).toHaveLength(3);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^operation-operationId #\/paths\/~1api~1users\/get/),
        expect.stringMatching(/^rule\/operation-2xx-response #\/paths\/~1api~1stats\/get\/responses/),
        expect.stringMatching(/^rule\/operation-4xx-response #\/paths\/~1api~1login\/post\/responses/),
      ]),
    );
  });
});
