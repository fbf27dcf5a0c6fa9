import { describe, expect, it } from 'vitest';
import { configuredDetectors } from '../../../src/analyze/detector-runner.js';
import { argvToCommand, customToolCall, functionCall, localShellCall } from '../../../src/ingest/formats/codex/tool-call.js';
import { readToolOutput } from '../../../src/ingest/formats/codex/tool-output.js';
import { fixture } from '../../helpers/paths.js';
import { calls, collectItems, userTurns } from '../../helpers/collect.js';

const BARE = fixture('codex/rollout-bare-2025-08.jsonl');
/** Codex 0.34: apply_patch through the shell tool, plain-text verification and sandbox failures (fixtures/codex-patches/README.md). */
const SHELL_PATCHES = fixture('codex-patches/rollout-2025-10-31T19-02-58-0199a1b2-0000-7000-8000-000000000034.jsonl');
/** Codex 0.80: the freeform apply_patch tool and shell_command. */
const FREEFORM_PATCHES = fixture('codex-patches/rollout-2026-01-10T20-27-32-019ba997-0000-7000-8000-000000000080.jsonl');

describe('Codex adapter', () => {
  // the current envelope and a spawned agent rollout, on the corpus's synthetic rollout: codex.corpus.test.ts
  it('reads the older bare form (no envelope)', async () => {
    const { items, analysis } = await collectItems(BARE);
    expect(calls(items).map((call) => [call.input.command, call.result?.isError, call.result?.refusal?.kind])).toEqual([
      ['rg -n TODO src', false, undefined],
      ['cat src/missing.rs', true, undefined],
      ['rm -rf build', true, 'rejected'],
    ]);
    expect(userTurns(items).map((turn) => turn.text)).toEqual(['list the TODOs in src', "don't delete build, it is cached"]);
    expect([...analysis.sessions.keys()]).toEqual(['0198aaaa-1111-7222-8333-444455556666']);
    expect(analysis.sessions.get('0198aaaa-1111-7222-8333-444455556666')!.repo).toBe('acme/gadgets');
    // its items carry no time: they take the first line's, so the session is dated (a week of the report)
    expect(calls(items).map((call) => call.timestamp)).toEqual(Array(3).fill('2025-08-01T09:00:00.000Z'));
  });

  it.each([
    [['bash', '-lc', 'rg -n foo | head'], 'rg -n foo | head'],
    [['rg', '-n', 'two words', 'src'], "rg -n 'two words' src"],
    [['cat', "it's"], "cat 'it'\\''s'"],
  ])('joins argv %j as %s', (argv, command) => {
    expect(argvToCommand(argv)).toBe(command);
  });

  it.each([
    [
      'a heredoc script',
      ['bash', '-lc', "apply_patch <<'EOF'\n*** Begin Patch\n*** Update File: a.py\n@@\n-x\n+y\n*** End Patch\nEOF"],
      undefined,
      ['a.py'],
      undefined,
    ],
    [
      'applypatch, the other name',
      ['bash', '-lc', 'applypatch <<EOF\n*** Begin Patch\n*** Delete File: old.txt\n*** End Patch\nEOF'],
      undefined,
      ['old.txt'],
      undefined,
    ],
    [
      'a heredoc never closed',
      ['bash', '-lc', "apply_patch << 'PATCH'\n*** Begin Patch\n*** Add File: docs/new.md\n+hi"],
      undefined,
      ['docs/new.md'],
      undefined,
    ],
    [
      'cd first: paths in that folder',
      ['bash', '-lc', 'cd lib && apply_patch <<EOF\n*** Begin Patch\n*** Update File: u.py\n*** End Patch\nEOF'],
      '/repo',
      ['u.py'],
      '/repo/lib',
    ],
    [
      'cd to an absolute folder',
      ['bash', '-lc', "cd '/srv/app' && apply_patch <<EOF\n*** Begin Patch\n*** Update File: u.py\n*** End Patch\nEOF"],
      '/repo',
      ['u.py'],
      '/srv/app',
    ],
    [
      'argv with the patch',
      ['apply_patch', '*** Begin Patch\n*** Update File: a.py\n*** Update File: b.py\n*** End Patch'],
      undefined,
      ['a.py', 'b.py'],
      undefined,
    ],
  ])('takes a shell call running apply_patch for a patch: %s', (_name, argv, workdir, files, patchWorkdir) => {
    const call = functionCall('shell', JSON.stringify({ command: argv, ...(workdir && { workdir }) }));
    expect(call).toMatchObject({ tool: 'Edit', isPatch: true, input: { file_paths: files, file_path: files[0] } });
    expect(call.input.workdir).toBe(patchWorkdir);
  });

  it.each([
    ['a command mentioning apply_patch later', ['bash', '-lc', 'echo done && apply_patch <<EOF\n*** Begin Patch\n*** End Patch\nEOF']],
    ['a raw patch run as a script', ['bash', '-lc', '*** Begin Patch\n*** Update File: a.py\n*** End Patch']],
    ['apply_patch without a patch', ['bash', '-lc', 'apply_patch --help']],
    ['a search for apply_patch', ['bash', '-lc', 'rg -n apply_patch src']],
  ])('leaves other shell calls Bash: %s', (_name, argv) => {
    expect(functionCall('shell', JSON.stringify({ command: argv }))).toMatchObject({ tool: 'Bash', isPatch: false, input: { command: argv[2] } });
  });

  it('reads patches in every call shape', () => {
    const patch = '*** Begin Patch\n*** Update File: a.py\n*** End Patch';
    expect(customToolCall('apply_patch', patch)).toMatchObject({ tool: 'Edit', isPatch: true, input: { file_paths: ['a.py'] } });
    expect(functionCall('apply_patch', JSON.stringify({ input: patch }))).toMatchObject({ tool: 'Edit', isPatch: true });
    expect(functionCall('exec_command', JSON.stringify({ cmd: `apply_patch <<'EOF'\n${patch}\nEOF` }))).toMatchObject({ tool: 'Edit', isPatch: true });
    expect(localShellCall({ command: ['apply_patch', patch], working_directory: '/w' })).toMatchObject({ tool: 'Edit', input: { workdir: '/w' } });
    expect(localShellCall({ command: ['ls', '-la'] })).toMatchObject({ tool: 'Bash', isPatch: false, input: { command: 'ls -la' } });
  });

  it.each([
    ['{"output":"ok","metadata":{"exit_code":0}}', false, undefined],
    ['{"output":"boom","metadata":{"exit_code":2}}', true, undefined],
    ['Exit code: 1\nWall time: 0.1 seconds\nOutput:\nfail', true, undefined],
    ['Exit code: 0\nWall time: 0.1 seconds\nOutput:\nok', false, undefined],
    ['Chunk ID: 1\nWall time: 0.01 seconds\nProcess exited with code 127\nOutput:\n', true, undefined],
    ['Chunk ID: 1\nWall time: 0.01 seconds\nProcess running with session ID 3\nOutput:\n', false, undefined],
    ['exec command rejected by user', true, 'rejected'],
    ['patch rejected by user', true, 'rejected'],
    ['aborted', true, 'cancelled'],
    ['Wall time: 9.0 seconds\naborted by user', true, 'cancelled'],
    ['failed in sandbox LinuxSeccomp with execution error: sandbox denied exec error, exit code: 2, stdout: F, stderr: ', true, undefined],
    ['failed in sandbox MacosSeatbelt with execution error: sandbox denied exec error, exit code: 1, stdout: , stderr: x', true, undefined],
    ['failed in sandbox None with execution error: command timed out', true, undefined],
    ['execution error: Io(Os { code: 2, kind: NotFound })', true, undefined],
    ['error: Failed to find expected lines in /r/a.py:\nx', false, undefined],
    ['Plan updated', false, undefined],
  ])('reads output %j', (output, isError, refusal) => {
    const facts = readToolOutput(output);
    expect(facts.isError).toBe(isError);
    expect(facts.refusal?.kind).toBe(refusal);
  });

  it.each([
    ['error: Failed to find expected lines in /r/a.py:\n    return old()', true],
    ["error: invalid hunk at line 2, Update file hunk for path 'a.py' is empty", true],
    ['apply_patch verification failed: Failed to find expected lines in /r/a.py:\nx', true],
    ['apply_patch handler received invalid patch input', true],
    ['failed to parse function arguments: missing field `input`', true],
    ['{"output":"Success. Updated the following files:\\nM a.py\\n","metadata":{"exit_code":0,"duration_seconds":0.0}}', false],
    ['{"output":"Failed to find expected lines in a.py","metadata":{"exit_code":1,"duration_seconds":0.0}}', true],
    ['Exit code: 0\nWall time: 0 seconds\nOutput:\nSuccess. Updated the following files:\nM a.py', false],
    ['patch rejected by user', true],
  ])('reads a patch output %j', (output, isError) => {
    const facts = readToolOutput(output, { patch: true });
    expect(facts.isError).toBe(isError);
    expect(facts.refusal?.kind === 'rejected').toBe(output === 'patch rejected by user');
  });

  it('reads a 0.34 rollout: patches through the shell are Edits, sandbox failures are errors', async () => {
    const { items } = await collectItems(SHELL_PATCHES);
    expect(calls(items).map((call) => [call.id, call.tool, call.rawTool, call.input.file_paths ?? call.input.command, call.cwd, call.result?.isError])).toEqual(
      [
        ['call_p1', 'Edit', 'shell', ['src/app.py'], '/home/me/proj', true],
        ['call_p2', 'Edit', 'shell', ['src/app.py'], '/home/me/proj', false],
        ['call_p3', 'Edit', 'shell', ['util.py'], '/home/me/proj/lib', true],
        ['call_s1', 'Bash', 'shell', "sed -n '1,40p' lib/util.py", '/home/me/proj', false],
        ['call_p4', 'Edit', 'shell', ['/home/me/proj/lib/util.py'], '/home/me/proj', false],
        ['call_t1', 'Bash', 'shell', 'PYTHONPATH=. pytest -q', '/home/me/proj', true],
        ['call_g1', 'Bash', 'shell', 'grep -rn "helper(" src lib | head -20', '/home/me/proj', false],
        ['call_g2', 'Bash', 'shell', 'rg -n "helper\\(" src && rg --files tests | sed -n \'1,50p\'', '/home/me/proj', false],
        ['call_t2', 'Bash', 'shell', 'PYTHONPATH=. pytest -q', '/home/me/proj', true],
      ],
    );
  });

  it.each([
    [
      SHELL_PATCHES,
      [
        ['edit-retry', ['call_p1', 'call_p2']],
        ['bash-for-search', ['call_g1']],
      ],
    ],
    [
      FREEFORM_PATCHES,
      [
        ['edit-retry', ['call_c1', 'call_c2']],
        ['bash-for-search', ['call_l1']],
      ],
    ],
  ])('finds in %s a failed patch retried at once and only the Codex searches', async (file, expected) => {
    const { analysis } = await collectItems(file, { detectors: configuredDetectors() });
    const findings = [...analysis.sessions.values()].flatMap((session) => session.parts.findings.findings);
    expect(findings.map((finding) => [finding.detector, finding.callIds])).toEqual(expected);
  });

  it('reads a call the user stopped as cancelled, no tool error', async () => {
    const { analysis } = await collectItems(FREEFORM_PATCHES);
    const metrics = [...analysis.sessions.values()][0]!.streams.get('main')!.metrics;
    expect(metrics).toMatchObject({ toolCalls: 5, toolErrors: 1, cancelledCalls: 1, interrupts: 1 });
  });
});
