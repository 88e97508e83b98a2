import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { type Sandbox, type SandboxOptions, startSandbox } from '../../infra/local/sandbox/sandbox';

/** A sandbox for one test file in a temporary folder, knobs cleared before each test. */
export function sandboxPerFile(options: Omit<SandboxOptions, 'dataDir'> = {}) {
  const state = { sandbox: undefined as Sandbox | undefined, dataDir: '' };
  beforeAll(async () => {
    state.dataDir = await mkdtemp(join(tmpdir(), 'keywright-sandbox-'));
    state.sandbox = await startSandbox({ ...options, dataDir: state.dataDir });
  });
  afterAll(async () => {
    await state.sandbox?.close();
    await rm(state.dataDir, { recursive: true, force: true });
  });
  beforeEach(() => state.sandbox?.setKnobs({}));
  return {
    get sandbox() {
      return state.sandbox!;
    },
    get dataDir() {
      return state.dataDir;
    },
    /** Replaces the running sandbox (after a restart on the same folder). */
    set sandbox(next: Sandbox) {
      state.sandbox = next;
    },
  };
}
