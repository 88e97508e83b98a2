import { defineConfig } from 'vitest/config';

/** Unit and HTTP tests live beside the code and in tests/integration; e2e runs under Playwright. */
export default defineConfig({
  test: {
    include: ['{shared,functions,infra,web}/**/*.test.{ts,tsx}', 'tests/{integration,lint}/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['./tests/support/web/testing-library-timeouts.ts'],
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
