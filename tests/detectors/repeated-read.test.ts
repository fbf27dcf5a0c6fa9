import detector from '../../src/detectors/repeated-read.js';
import { testDetector, type CallSpec } from './detector-tester.js';

const read = (file: string, input: Record<string, unknown> = {}, result: CallSpec['result'] = { bytes: 100 }): CallSpec => ({
  tool: 'Read',
  input: { file_path: file, ...input },
  result,
});
const edit = (file: string, result: CallSpec['result'] = {}): CallSpec => ({ tool: 'Edit', input: { file_path: file }, result });

testDetector(detector, {
  valid: [
    { name: 'one re-read', calls: [read('a.py'), read('a.py')] },
    {
      name: 'paging through in ranges that do not overlap',
      calls: [read('a.py', { offset: 1, limit: 100 }), read('a.py', { offset: 101, limit: 100 }), read('a.py', { offset: 201, limit: 100 })],
    },
    { name: 'an edit in between starts afresh', calls: [read('a.py'), read('a.py'), edit('a.py'), read('a.py'), read('a.py')] },
    { name: 'a failed Read read nothing', calls: [read('a.py'), read('a.py', {}, { isError: true }), read('a.py', {}, { isError: true })] },
    {
      name: 'a Read a permission rule denied read nothing',
      calls: [read('a.py', {}, { isError: true, refusal: { kind: 'denied' } }), read('a.py'), read('a.py')],
    },
    { name: 'different files', calls: [read('a.py'), read('b.py'), read('a.py'), read('b.py')] },
    {
      name: 'rereadsToFire 3: two re-reads are not enough',
      calls: [read('a.py'), read('a.py'), read('a.py')],
      options: { rereadsToFire: 3 },
    },
    {
      name: 'ranges from the result, not the input',
      calls: [
        read('a.py', {}, { read: { startLine: 1, numLines: 50, totalLines: 50 } }),
        read('a.py', { offset: 51 }, { read: { startLine: 51, numLines: 0, totalLines: 50 } }),
        read('a.py', { offset: 60 }, { read: { startLine: 60, numLines: 0, totalLines: 50 } }),
      ],
    },
  ],
  invalid: [
    {
      name: 'an edit a permission rule denied changed nothing: no fresh start',
      calls: [read('a.py'), edit('a.py', { isError: true, refusal: { kind: 'denied' } }), read('a.py'), read('a.py')],
      findings: [{ evidence: [2, 3] }],
    },
    { name: 'the second re-read of a whole file', calls: [read('a.py'), read('a.py'), read('a.py')], findings: [{ evidence: [1, 2], wastedBytes: 200 }] },
    {
      name: 'parts of a file read whole before',
      calls: [read('a.py'), read('a.py', { offset: 820, limit: 50 }), read('a.py', { offset: 650, limit: 40 })],
      findings: [{ evidence: [1, 2] }],
    },
    {
      name: 'a failed edit changes nothing',
      calls: [read('a.py'), edit('a.py', { isError: true }), read('a.py'), read('a.py')],
      findings: [{ evidence: [2, 3] }],
    },
    {
      name: 'rereadsToFire 1: one re-read fires',
      calls: [read('a.py'), read('a.py')],
      options: { rereadsToFire: 1 },
      findings: [{ evidence: [1], wastedBytes: 100 }],
    },
    {
      name: 'rereadsToFire 3: the third re-read fires, with all three as evidence',
      calls: [read('a.py'), read('a.py'), read('a.py'), read('a.py')],
      options: { rereadsToFire: 3 },
      findings: [{ evidence: [1, 2, 3], wastedBytes: 300 }],
    },
    {
      name: 'the count starts again after a finding',
      calls: [read('a.py'), read('a.py'), read('a.py'), read('a.py'), read('a.py')],
      findings: [{ evidence: [1, 2] }, { evidence: [3, 4] }],
    },
  ],
});
