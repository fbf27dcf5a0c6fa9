import detector from '../../src/detectors/edit-retry.js';
import { testDetector, type CallSpec } from './detector-tester.js';

const edit = (file: string, result: CallSpec['result'] = {}, tool = 'Edit', step?: string): CallSpec => ({
  tool,
  input: { file_path: file, old_string: 'a', new_string: 'b' },
  step,
  result,
});
const failed = (file: string, tool = 'Edit', step?: string) => edit(file, { isError: true, bytes: 60 }, tool, step);
/** Claude Code 2.1.x: a call of a batch in which another call failed, answered `<tool_use_error>Sibling tool call errored</tool_use_error>`. */
const SIBLING_CANCELLED = { isError: true, bytes: 57, refusal: { kind: 'cancelled' } } as const;
const cancelledEdit = (file: string, step: string) => edit(file, SIBLING_CANCELLED, 'Edit', step);
const failedBash = (step: string): CallSpec => ({ tool: 'Bash', input: { command: 'npm test' }, step, result: { isError: true, bytes: 200 } });
const read = (file: string, step?: string): CallSpec => ({ tool: 'Read', input: { file_path: file }, step });
/** A Codex apply_patch as the adapter gives it: an Edit naming every file its headers name, relative to its working folder. */
const patch = (files: string[], result: CallSpec['result'] = {}, cwd = '/repo'): CallSpec => ({
  tool: 'Edit',
  input: { patch: files.map((file) => `*** Update File: ${file}`).join('\n'), file_paths: files, file_path: files[0] },
  cwd,
  result,
});
const failedPatch = (files: string[], cwd?: string) => patch(files, { isError: true, bytes: 90 }, cwd);
const sed = (file: string): CallSpec => ({ tool: 'Bash', input: { command: `sed -n '1,80p' ${file}` } });

testDetector(detector, {
  valid: [
    { name: 'the edit succeeded', calls: [edit('a.py'), edit('a.py')] },
    { name: 'the user rejected the edit', calls: [edit('a.py', { isError: true, refusal: { kind: 'rejected' } }), edit('a.py')] },
    { name: 'a headless denial is no failure', calls: [edit('a.py', { isError: true, refusal: { kind: 'denied' } }), edit('a.py')] },
    { name: 'the next call reads first', calls: [failed('a.py'), { tool: 'Read', input: { file_path: 'a.py' } }, edit('a.py')] },
    { name: 'the next edit is of another file', calls: [failed('a.py'), edit('b.py')] },
    {
      name: 'a sibling cancelled with the failed edit is no retry (Sibling tool call errored)',
      calls: [failed('a.py', 'Edit', 'm1'), cancelledEdit('a.py', 'm1')],
    },
    {
      name: 'an edit cancelled because a sibling Bash failed is no failure',
      calls: [failedBash('m1'), cancelledEdit('a.py', 'm1'), edit('a.py', {}, 'Edit', 'm2')],
    },
    {
      name: 'a second edit of the file in the batch of the failed one is no retry',
      calls: [failed('a.py', 'Edit', 'm1'), edit('a.py', {}, 'Edit', 'm1')],
    },
    { name: 'codex: the patch applied', calls: [patch(['src/a.py']), patch(['src/a.py'])] },
    { name: 'codex: the failed patch is followed by a look at the file', calls: [failedPatch(['src/a.py']), sed('src/a.py'), patch(['src/a.py'])] },
    { name: 'codex: the next patch changes other files', calls: [failedPatch(['src/a.py', 'src/b.py']), patch(['src/c.py'])] },
    {
      name: 'codex: the same relative path in another working folder is another file',
      calls: [failedPatch(['a.py'], '/repo/one'), patch(['a.py'], {}, '/repo/two')],
    },
    { name: 'codex: a patch the user rejected is no failure', calls: [patch(['a.py'], { isError: true, refusal: { kind: 'rejected' } }), patch(['a.py'])] },
    {
      name: 'the message after the failure reads the file first',
      calls: [failed('a.py', 'Edit', 'm1'), cancelledEdit('b.py', 'm1'), read('a.py', 'm2'), edit('a.py', {}, 'Edit', 'm2')],
    },
  ],
  invalid: [
    {
      name: 'a failed Edit retried at once',
      calls: [failed('a.py'), edit('a.py')],
      findings: [{ evidence: [0, 1], wastedBytes: JSON.stringify({ file_path: 'a.py', old_string: 'a', new_string: 'b' }).length + 60 }],
    },
    { name: 'a failed Write followed by an Edit', calls: [failed('a.py', 'Write'), edit('./a.py')], findings: [{ evidence: [0, 1] }] },
    { name: 'a retry that fails again is not paired again', calls: [failed('a.py'), failed('a.py'), edit('a.py')], findings: [{ evidence: [0, 1] }] },
    {
      name: 'the retry comes in the next message, after an edit cancelled with the failure',
      calls: [failed('a.py', 'Edit', 'm1'), cancelledEdit('a.py', 'm1'), edit('a.py', {}, 'Edit', 'm2')],
      findings: [{ evidence: [0, 2] }],
    },
    {
      name: 'the other calls of the failure’s message come before the retry',
      calls: [failed('a.py', 'Edit', 'm1'), read('b.py', 'm1'), edit('a.py', {}, 'Edit', 'm2')],
      findings: [{ evidence: [0, 2] }],
    },
    { name: 'codex: a failed patch retried at once', calls: [failedPatch(['src/a.py']), patch(['src/a.py'])], findings: [{ evidence: [0, 1] }] },
    {
      name: 'codex: a retry patching one of the failed patch’s files',
      calls: [failedPatch(['src/a.py', 'src/b.py']), patch(['src/c.py', 'src/b.py'])],
      findings: [{ evidence: [0, 1] }],
    },
    {
      name: 'codex: a relative and an absolute path of one file',
      calls: [failedPatch(['src/a.py'], '/repo'), patch(['/repo/src/a.py'], {}, '/elsewhere')],
      findings: [{ evidence: [0, 1] }],
    },
    {
      name: 'two failed edits in one message: the next message retries the second file',
      calls: [failed('a.py', 'Edit', 'm1'), failed('b.py', 'Edit', 'm1'), edit('b.py', {}, 'Edit', 'm2')],
      findings: [{ evidence: [1, 2] }],
    },
  ],
});
