import { defineConfig } from 'vitest/config';

/** Contract tests against real upstream services started by scripts in this folder (see `.ci/run`). */
export default defineConfig({
  test: {
    include: ['tests/contract/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
  },
});
