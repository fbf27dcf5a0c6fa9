/**
 * Which Bash commands run tests (docs/detectors.md, debugging pattern): a table of test runners,
 * matched on each simple command of the line (after `cd x &&`, `env`, variable assignments…); and a
 * table of what a test command prints when it tested nothing — its runner never started (`command not
 * found`, no such module or script, exit 127) or found no test —: such a run is no failed test run.
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
  // a Python project's tool running the runner in its environment (`uv run pytest`, `poetry run python -m pytest`)
  { program: /^(?:uv|poetry|pipenv|pdm|rye|hatch)$/, args: ['run', /^(?:pytest|py\.test|tox|nox)$/] },
  { program: /^(?:uv|poetry|pipenv|pdm|rye|hatch)$/, args: ['run', /^python[0-9.]*$/, '-m', /^(?:pytest|unittest|nose2?|tox)$/] },
  { program: 'uvx', args: [/^(?:pytest|tox|nox)$/] },
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

/**
 * What a test command prints when it tested nothing, so no test failed (docs/delegation.md): the shell,
 * the interpreter or the package manager could not start the runner, or the runner found no test to run.
 * Looked for in an error result's head (ToolResultEvent.errorText).
 */
const TESTED_NOTHING: readonly RegExp[] = [
  // the shell: the program is missing (exit 127 is bash's "command not found")
  /^Exit code:? 127\b/m,
  /^Process exited with code 127\b/m,
  /\bcommand not found\b/i,
  /^(?:\/bin\/)?(?:ba|z|da|k)?sh: (?:line )?\d*:? ?[^\n:]+: (?:not found|No such file or directory|Permission denied)$/m,
  /is not recognized as (?:an internal or external command|the name of a cmdlet)/i,
  /^(?:\/usr\/bin\/)?env: '?[^'\n:]+'?: No such file or directory/m,
  /\bspawn \S+ ENOENT\b/,
  // the interpreter: no runner module, no test file
  /\bNo module named '?(?:pytest|unittest|nose2?|tox|nox|coverage|hypothesis)\b/,
  /\bcan't open file '[^'\n]+': \[Errno 2\]/,
  /^error: Failed to spawn: /m,
  // the package manager or build tool: no such script, target or subcommand
  /\bmissing script:? "?(?:test|t)\b/i,
  /\bERR_PNPM_NO_SCRIPT\b/,
  /^error Command "[^"\n]+" not found\.?$/m,
  /\bNo rule to make target '?(?:test|tests|check|spec)'?/,
  /^error: no such (?:sub)?command:? /im,
  /\bCannot find module '[^'\n]*\b(?:vitest|jest|mocha|ava|playwright)\b/,
  // the runner started but found nothing to run: no such test file, no test collected
  /^ERROR: file or directory not found: /m,
  /\bno tests ran\b/i,
  /\bNo tests? (?:files )?found\b/i,
];

/** A runner that ran and reported tests (failed or not) prints a count: then a marker above is a test's own output. */
const TESTS_REPORTED = /\b\d+ (?:passed|failed|failing|errors?)\b|\bTests?:\s+\d+|\btest result:|\bFAILED\b|\bTests run: \d+/;

/** The error text says the test command tested nothing (its runner never started, or found no test), not that tests failed. */
export function testedNothing(errorText: string): boolean {
  return TESTED_NOTHING.some((pattern) => pattern.test(errorText)) && !TESTS_REPORTED.test(errorText);
}
