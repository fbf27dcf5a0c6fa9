import detector from '../../src/detectors/read-without-limit.js';
import { testDetector, type CallSpec } from './detector-tester.js';

const grep = (input: Record<string, unknown>, files?: string[]): CallSpec => ({
  tool: 'Grep',
  input: { pattern: 'x', ...input },
  result: files ? { files } : {},
});
const read = (file: string, extra: Record<string, unknown> = {}, totalLines?: number): CallSpec => ({
  tool: 'Read',
  input: { file_path: file, ...extra },
  result: totalLines === undefined ? { bytes: 1000 } : { bytes: 1000, read: { startLine: 1, numLines: totalLines, totalLines } },
});
const others = (count: number): CallSpec[] => Array.from({ length: count }, () => ({ tool: 'TodoWrite' }));

testDetector(detector, {
  valid: [
    { name: 'the Read has offset and limit', calls: [grep({ path: 'src/a.py' }), read('src/a.py', { offset: 10, limit: 20 })] },
    { name: 'the file is short (200 lines or fewer)', calls: [grep({ path: 'src' }, ['src/a.py']), read('src/a.py', {}, 200)] },
    { name: 'the file was not in the Grep result', calls: [grep({ path: 'src' }, ['src/b.py']), read('src/a.py', {}, 900)] },
    { name: 'the Grep is more than 20 calls back', calls: [grep({ path: 'src/a.py' }), ...others(20), read('src/a.py', {}, 900)] },
    { name: 'no Grep at all', calls: [read('src/a.py', {}, 900)] },
    {
      name: 'a Grep cancelled with a failed sibling located nothing',
      calls: [{ ...grep({ path: 'src/a.py' }), result: { isError: true, refusal: { kind: 'cancelled' } } }, read('src/a.py', {}, 900)],
    },
    { name: 'a Grep that failed located nothing', calls: [{ ...grep({ path: 'src/a.py' }), result: { isError: true } }, read('src/a.py', {}, 900)] },
    {
      name: 'a Read cancelled with a failed sibling read nothing',
      calls: [grep({ path: 'src/a.py' }), { tool: 'Read', input: { file_path: 'src/a.py' }, result: { isError: true, refusal: { kind: 'cancelled' } } }],
    },
    {
      name: 'a Read whose output the harness kept out of the context (a persisted-output preview) read no whole file',
      calls: [grep({ path: 'src' }, ['src/a.py']), { tool: 'Read', input: { file_path: 'src/a.py' }, result: { bytes: 2400, persisted: true } }],
    },
    {
      name: 'lookback 10: a Grep 20 calls back is too far',
      calls: [grep({ path: 'src/a.py' }), ...others(19), read('src/a.py', {}, 900)],
      options: { lookback: 10 },
    },
    {
      name: 'minLines 1000: a file of 900 lines is short',
      calls: [grep({ path: 'src/a.py' }), read('src/a.py', {}, 900)],
      options: { minLines: 1000 },
    },
  ],
  invalid: [
    {
      name: 'Read of a file named in a Grep result',
      calls: [grep({ path: 'src' }, ['src/a.py', 'src/b.py']), read('/repo/src/a.py', {}, 1800)],
      findings: [{ evidence: [0, 1], wastedBytes: 1000 }],
    },
    { name: "Read of the Grep's path", calls: [grep({ path: 'src/a.py' }), read('src/a.py', {}, 300)], findings: [{ evidence: [0, 1] }] },
    {
      name: 'the log tells no length (agent-framework): nothing excluded',
      calls: [grep({ path: 'src/a.py' }), read('src/a.py')],
      findings: [{ evidence: [0, 1] }],
    },
    { name: 'exactly 20 calls back', calls: [grep({ path: 'src/a.py' }), ...others(19), read('src/a.py', {}, 900)], findings: [{ evidence: [0, 20] }] },
    {
      name: 'lookback 21: a Grep 21 calls back still counts',
      calls: [grep({ path: 'src/a.py' }), ...others(20), read('src/a.py', {}, 900)],
      options: { lookback: 21 },
      findings: [{ evidence: [0, 21] }],
    },
    {
      name: 'minLines 100: a file of 150 lines is long enough',
      calls: [grep({ path: 'src/a.py' }), read('src/a.py', {}, 150)],
      options: { minLines: 100 },
      findings: [{ evidence: [0, 1] }],
    },
    {
      name: 'one Grep, one occurrence: of two whole-file Reads of files it named, only the first fires',
      calls: [grep({ path: 'src' }, ['src/a.py', 'src/b.py']), read('src/a.py', {}, 900), read('src/b.py', {}, 900)],
      findings: [{ evidence: [0, 1] }],
    },
    {
      name: 'one Grep, one occurrence: a second whole Read of the same file does not fire again',
      calls: [grep({ path: 'src/a.py' }), read('src/a.py', {}, 900), ...others(3), read('src/a.py', {}, 900)],
      findings: [{ evidence: [0, 1] }],
    },
    {
      name: 'the second Read takes an earlier Grep naming its file when the latest one is used',
      calls: [
        grep({ path: 'src' }, ['src/a.py', 'src/b.py']),
        grep({ path: 'src' }, ['src/a.py', 'src/b.py']),
        read('src/a.py', {}, 900),
        read('src/b.py', {}, 900),
      ],
      findings: [{ evidence: [1, 2] }, { evidence: [0, 3] }],
    },
    {
      name: 'lookback 3: the earlier unused Grep is out of reach of the second Read',
      calls: [
        grep({ path: 'src' }, ['src/a.py', 'src/b.py']),
        ...others(1),
        grep({ path: 'src' }, ['src/b.py']),
        read('src/b.py', {}, 900),
        read('src/b.py', {}, 900),
      ],
      options: { lookback: 3 },
      findings: [{ evidence: [2, 3] }],
    },
    {
      name: 'a Read cancelled with its batch takes no Grep: the Read issued again is the occurrence',
      calls: [
        grep({ path: 'src' }, ['src/a.py']),
        { tool: 'Read', input: { file_path: 'src/a.py' }, step: 'm2', result: { isError: true, refusal: { kind: 'cancelled' } } },
        { ...read('src/a.py', {}, 900), step: 'm3' },
      ],
      findings: [{ evidence: [0, 2], wastedBytes: 1000 }],
    },
    {
      name: 'a persisted Read takes no Grep: the next whole Read of a file the latest Grep names pairs with it',
      calls: [
        grep({ path: 'src' }, ['src/a.py', 'src/b.py']),
        grep({ path: 'src' }, ['src/a.py', 'src/b.py', 'src/c.py']),
        { tool: 'Read', input: { file_path: 'src/c.py' }, result: { bytes: 2400, persisted: true } },
        read('src/a.py', {}, 900),
        read('src/b.py', {}, 900),
      ],
      findings: [{ evidence: [1, 3] }, { evidence: [0, 4] }],
    },
    {
      name: 'a folder Grep with absolute result paths',
      calls: [grep({ path: '/repo' }, ['/repo/lib/x.ts']), read('lib/x.ts', {}, 500)],
      findings: [{ evidence: [0, 1] }],
    },
  ],
});
