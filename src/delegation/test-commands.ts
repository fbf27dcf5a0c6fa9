/**
 * Which Bash commands run tests (docs/detectors.md, debugging pattern): a table of test runners,
 * matched on each simple command of the line (after `cd x &&`, `env`, variable assignments…).
 */
import { simpleCommands, type SimpleCommand } from '../detectors/lib/shell.js';

interface TestRunner {
  program: string | RegExp;
  /** The words that must follow the program (e.g. `test` after `npm`); none: the program alone runs tests. */
  args?: readonly (string | RegExp)[];
}

const PACKAGE_MANAGER_TEST = /^(?:test|t|test:.+|tests?)$/;
const RUN = /^(?:run|run-script)$/;

/** Runners by program; `args` are the next words (options before them skipped). */
const TEST_RUNNERS: readonly TestRunner[] = [
  { program: /^(?:pytest|py\.test|vitest|jest|mocha|ava|tap|karma|rspec|phpunit|pest|tox|nox|ctest|nextest|jasmine|cypress)$/ },
  { program: /^python[0-9.]*$/, args: ['-m', /^(?:pytest|unittest|nose2?|tox)$/] },
  { program: /^(?:npm|pnpm|yarn|bun)$/, args: [PACKAGE_MANAGER_TEST] },
  { program: /^(?:npm|pnpm|yarn|bun)$/, args: [RUN, PACKAGE_MANAGER_TEST] },
  { program: /^(?:npx|pnpx|bunx|yarn|pnpm)$/, args: [/^(?:vitest|jest|mocha|playwright|ava|tap|cypress)$/] },
  { program: /^(?:cargo|go|mvn|mvnw|gradle|gradlew|dotnet|swift|mix|deno|zig|dart|flutter|stack|cabal|lein|sbt)$/, args: [/^(?:test|verify|nextest)$/] },
  { program: /^(?:make|just|rake)$/, args: [/^(?:test|tests|check|spec)$/] },
  { program: 'bundle', args: ['exec', /^(?:rspec|rake)$/] },
];

/** Cheap test before parsing the line. */
const MENTIONS_TESTS = /test|spec|jest|mocha|tox|nox|ctest|check|verify|pest|ava|tap|karma|cypress|jasmine/;

export function isTestCommand(line: string): boolean {
  if (!MENTIONS_TESTS.test(line)) return false;
  return simpleCommands(line).some(runsTests);
}

function runsTests(command: SimpleCommand): boolean {
  const words = command.args.filter((word) => !word.startsWith('-') || word === '-m');
  return TEST_RUNNERS.some(
    (runner) =>
      matches(runner.program, command.program) &&
      (runner.args ?? []).every((expected, index) => {
        const word = words[index];
        return word !== undefined && matches(expected, word);
      }),
  );
}

function matches(expected: string | RegExp, word: string): boolean {
  return typeof expected === 'string' ? expected === word : expected.test(word);
}
