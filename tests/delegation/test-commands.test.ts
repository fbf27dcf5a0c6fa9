/** Which commands run tests, and which failed test runs tested nothing (src/delegation/test-commands.ts). */
import { describe, expect, it } from 'vitest';
import { isTestCommand, testedNothing } from '../../src/delegation/test-commands.js';

describe('isTestCommand', () => {
  it.each([
    // from the shared corpus
    ['uv run pytest -m unit -v', true],
    ['uv run pytest test/test_cache.py -v', true],
    ['(source .venv/bin/activate && pytest -x)', true],
    ['pytest', true],
    // crafted
    ['poetry run pytest -q', true],
    ['uv run python -m pytest tests/', true],
    ['uvx tox -e py312', true],
    ['uv run ruff check .', false],
    ['uv run python -c "import app"', false],
  ] as const)('%j → %s', (command, expected) => {
    expect(isTestCommand(command)).toBe(expected);
  });
});

describe('testedNothing: a failed test command whose runner never ran, or found no test', () => {
  it.each([
    // from the shared corpus (-src-deep-manifest, `pytest` before the virtualenv was activated)
    ['bash: the runner is not installed (corpus)', 'Exit code 127\n/bin/bash: line 1: pytest: command not found'],
    // crafted, one per class
    ['sh: not found', 'Exit code 127\nsh: 1: vitest: not found'],
    ['exit 127 alone', 'Exit code 127\n'],
    ['Codex: exit code header', 'Exit code: 127\nWall time: 0.1 seconds\nOutput:\nbash: pytest: command not found'],
    ['Codex: process exited', 'Process exited with code 127'],
    ['a runner path that does not exist', 'Exit code 127\n/bin/bash: line 1: .venv/bin/pytest: No such file or directory'],
    ['a missing interpreter', "Exit code 127\n/usr/bin/env: 'python': No such file or directory"],
    ['Windows', "'pytest' is not recognized as an internal or external command,\noperable program or batch file."],
    ['no runner module', 'Exit code 1\n/usr/bin/python3: No module named pytest'],
    ['no runner module, quoted', "Exit code 1\nModuleNotFoundError: No module named 'unittest'"],
    ['npm: no test script', 'Exit code 1\nnpm ERR! Missing script: "test"\nnpm ERR! To see a list of scripts, run:\nnpm ERR!   npm run'],
    ['npm 10: no test script', 'Exit code 1\nnpm error Missing script: "test:unit"'],
    ['pnpm: no test script', 'Exit code 1\n ERR_PNPM_NO_SCRIPT  Missing script: test'],
    ['yarn: no such command', 'Exit code 1\nerror Command "test" not found.'],
    ['make: no test target', "Exit code 2\nmake: *** No rule to make target 'test'.  Stop."],
    ['cargo: no such subcommand', 'Exit code 101\nerror: no such command: `nextest`'],
    ['node: spawning the runner failed', 'Error: spawn jest ENOENT\n    at ChildProcess._handle.onexit'],
    ['node: the runner is not installed', "Error: Cannot find module '/repo/node_modules/vitest/vitest.mjs'"],
    ['python: no such test file', "Exit code 2\npython3: can't open file '/repo/tests/run.py': [Errno 2] No such file or directory"],
    ['uv: spawn failed', 'Exit code 2\nerror: Failed to spawn: `pytest`\n  Caused by: No such file or directory (os error 2)'],
    ['pytest: no such test file (corpus shape)', 'ERROR: file or directory not found: test/test_template_rendering.py\n\n\n===== test session starts ====='],
    ['pytest: nothing collected', 'Exit code 5\n===== test session starts =====\ncollected 0 items\n\n===== no tests ran in 0.01s ====='],
    ['jest: no tests', 'Exit code 1\nNo tests found, exiting with code 1'],
    ['vitest: no test files', 'Exit code 1\nNo test files found, exiting with code 1'],
  ])('%s', (_name, text) => {
    expect(testedNothing(text)).toBe(true);
  });

  it.each([
    // from the shared corpus (-src-deep-manifest, after the virtualenv was activated): tests ran and failed
    [
      'pytest ran and failed (corpus)',
      'Exit code 1\n============================= test session starts ==============================\nplatform linux -- Python 3.12.3, pytest-8.4.1\ncollected 40 items\n\ntests/test_unit.py F\n===== 1 failed, 39 passed in 0.52s =====',
    ],
    // crafted
    [
      'a test imports a module that is missing',
      "FAILED tests/test_api.py::test_get - ModuleNotFoundError: No module named 'requests'\n===== 1 failed in 0.1s =====",
    ],
    [
      'a test checks a command that is missing',
      'Exit code 1\nAssertionError: expected "deploy: command not found" to be empty\n Tests  1 failed | 3 passed (4)',
    ],
    ['vitest failures', 'Exit code 1\n Test Files  1 failed (3)\n      Tests  2 failed | 40 passed (42)'],
    ['cargo test failures', 'Exit code 101\ntest result: FAILED. 3 passed; 1 failed; 0 ignored'],
    ['mocha failures', 'Exit code 1\n  3 passing (20ms)\n  1 failing'],
    ['a plain assertion error', 'Exit code 1\nTraceback (most recent call last):\nAssertionError'],
  ])('not: %s', (_name, text) => {
    expect(testedNothing(text)).toBe(false);
  });
});
