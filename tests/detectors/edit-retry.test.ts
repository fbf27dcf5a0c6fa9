import detector from '../../src/detectors/edit-retry.js';
import { testDetector, type CallSpec } from './detector-tester.js';

const edit = (file: string, result: CallSpec['result'] = {}, tool = 'Edit'): CallSpec => ({
  tool,
  input: { file_path: file, old_string: 'a', new_string: 'b' },
  result,
});
const failed = (file: string, tool = 'Edit') => edit(file, { isError: true, bytes: 60 }, tool);

testDetector(detector, {
  valid: [
    { name: 'the edit succeeded', calls: [edit('a.py'), edit('a.py')] },
    { name: 'the user rejected the edit', calls: [edit('a.py', { isError: true, refusal: { kind: 'rejected' } }), edit('a.py')] },
    { name: 'a headless denial is no failure', calls: [edit('a.py', { isError: true, refusal: { kind: 'denied' } }), edit('a.py')] },
    { name: 'the next call reads first', calls: [failed('a.py'), { tool: 'Read', input: { file_path: 'a.py' } }, edit('a.py')] },
    { name: 'the next edit is of another file', calls: [failed('a.py'), edit('b.py')] },
  ],
  invalid: [
    {
      name: 'a failed Edit retried at once',
      calls: [failed('a.py'), edit('a.py')],
      findings: [{ evidence: [0, 1], wastedBytes: JSON.stringify({ file_path: 'a.py', old_string: 'a', new_string: 'b' }).length + 60 }],
    },
    { name: 'a failed Write followed by an Edit', calls: [failed('a.py', 'Write'), edit('./a.py')], findings: [{ evidence: [0, 1] }] },
    { name: 'a retry that fails again is not paired again', calls: [failed('a.py'), failed('a.py'), edit('a.py')], findings: [{ evidence: [0, 1] }] },
  ],
});
