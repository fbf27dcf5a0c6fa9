import { defineConfig } from 'vitest/config';
import { corpusProblem, NO_CORPUS_ENV } from './tests/helpers/paths.js';

/**
 * Three projects. "unit" (npm test): every test that runs on a clone with nothing beside it, on the
 * repository's own fixtures/. "corpus" (npm run test:corpus): the tests that read the shared real corpus
 * (../shared/corpus, or TIP_MINER_CORPUS), named *.corpus.test.ts. Without the corpus, the corpus project
 * runs only the test that says so (where it was looked for, how to point TIP_MINER_CORPUS at it), and fails.
 * "install" (npm run test:install): the package packed and installed globally into a temporary prefix.
 */
const CORPUS_TESTS = 'tests/**/*.corpus.test.ts';
/** Tests that pack and install the package (npm, about a minute): npm run test:install. */
const INSTALL_TESTS = 'tests/**/*.install.test.ts';
const CORPUS_CHECK = 'tests/shared-corpus.corpus.test.ts';

export default defineConfig({
  test: {
    testTimeout: 30_000,
    // a beforeAll that runs the CLI over several agents' logs: the default 10 s is too short on a loaded 2-core machine
    hookTimeout: 60_000,
    // worker threads: cheaper than forks; no test may change the process's working folder or environment
    // (the CLI takes both through CliIo), which threads share
    pool: 'threads',
    // In CI a JSON report as well, from which .ci/run prints the closing "N passed, N failed" line.
    reporters: process.env.CI ? ['default', 'json'] : ['default'],
    outputFile: { json: '.ci/test-results.json' },
    // the temporary folders of a run under one folder, removed at its end
    globalSetup: ['tests/setup/temp-root.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/**/*.test.ts'],
          exclude: [CORPUS_TESTS, INSTALL_TESTS],
          // reading the corpus here throws (tests/helpers/paths.ts): the unit project must not need it
          env: { [NO_CORPUS_ENV]: 'npm test' },
        },
      },
      {
        extends: true,
        test: {
          name: 'corpus',
          include: corpusProblem() === undefined ? [CORPUS_TESTS] : [CORPUS_CHECK],
        },
      },
      {
        extends: true,
        test: { name: 'install', include: [INSTALL_TESTS], testTimeout: 120_000 },
      },
    ],
  },
});
