import detector from '../../src/detectors/repeated-glob.js';
import { testDetector, type CallSpec } from './detector-tester.js';

const glob = (pattern: string, path?: string, bytes?: number): CallSpec => ({
  tool: 'Glob',
  input: path === undefined ? { pattern } : { pattern, path },
  result: bytes === undefined ? {} : { bytes },
});

testDetector(detector, {
  valid: [
    { name: 'different patterns', calls: [glob('**/*.py'), glob('**/*.ts')] },
    { name: 'same pattern, other folders', calls: [glob('*.py', 'src'), glob('*.py', 'tests')] },
    { name: 'one Glob', calls: [glob('**/*.py')] },
    {
      name: 'a Glob cancelled with a failed sibling, issued again: the first listed nothing',
      calls: [{ ...glob('**/*.py'), result: { isError: true, refusal: { kind: 'cancelled' } } }, glob('**/*.py')],
    },
  ],
  invalid: [
    {
      name: 'a cancelled Glob between two that ran is no evidence',
      calls: [glob('**/*.py'), { ...glob('**/*.py'), result: { isError: true, refusal: { kind: 'cancelled' } } }, glob('**/*.py')],
      findings: [{ evidence: [0, 2] }],
    },
    {
      name: 'the same Glob twice',
      calls: [glob('**/*.py', undefined, 900), glob('**/*.py', undefined, 900)],
      findings: [{ evidence: [0, 1], wastedBytes: 900 }],
    },
    { name: 'no path and the working folder are the same', calls: [glob('*.md'), glob('*.md', '/repo')], findings: [{ evidence: [0, 1] }] },
    {
      name: 'far apart',
      calls: [glob('*.md'), ...Array.from({ length: 30 }, () => ({ tool: 'Read', input: { file_path: 'x' } })), glob('*.md')],
      findings: [{ evidence: [0, 31] }],
    },
    {
      name: 'each Glob is evidence once: the third waits for a fourth',
      calls: [glob('a'), glob('a'), glob('a'), glob('a')],
      findings: [{ evidence: [0, 1] }, { evidence: [2, 3] }],
    },
  ],
});
