import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    testTimeout: 30_000,
    // worker threads: cheaper than forks; no test may change the process's working folder or environment
    // (the CLI takes both through CliIo), which threads share
    pool: 'threads',
    // In CI a JSON report as well, from which .ci/run prints the closing "N passed, N failed" line.
    reporters: process.env.CI ? ['default', 'json'] : ['default'],
    outputFile: { json: '.ci/test-results.json' },
  },
});
