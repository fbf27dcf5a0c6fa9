import detector from '../../src/detectors/grep-then-read-same.js';
import { testDetector, type CallSpec } from './detector-tester.js';

const grep = (path: string): CallSpec => ({ tool: 'Grep', input: { pattern: 'refresh_token', path, output_mode: 'content' } });
const read = (file: string, extra: Record<string, unknown> = {}, result: CallSpec['result'] = {}): CallSpec => ({
  tool: 'Read',
  input: { file_path: file, ...extra },
  result,
});
const other = (): CallSpec => ({ tool: 'TodoWrite' });

testDetector(detector, {
  valid: [
    { name: 'the Read has a limit', calls: [grep('src/a.py'), read('src/a.py', { limit: 40 })] },
    { name: 'the Read has an offset', calls: [grep('src/a.py'), read('src/a.py', { offset: 100 })] },
    { name: 'another file', calls: [grep('src/a.py'), read('src/b.py')] },
    { name: 'the Grep searched a folder', calls: [grep('src'), read('src/a.py')] },
    { name: 'the Read failed: the path was a folder', calls: [grep('src/pkg'), read('src/pkg', {}, { isError: true })] },
    { name: 'more than 5 calls later', calls: [grep('src/a.py'), other(), other(), other(), other(), other(), read('src/a.py')] },
    {
      name: 'a Grep cancelled with a failed sibling printed no lines',
      calls: [{ ...grep('src/a.py'), result: { isError: true, refusal: { kind: 'cancelled' } } }, read('src/a.py')],
    },
    { name: 'a Grep without path', calls: [{ tool: 'Grep', input: { pattern: 'x' } }, read('/repo')] },
    {
      name: 'within 2: 3 calls later is too late',
      calls: [grep('src/a.py'), other(), other(), read('src/a.py')],
      options: { within: 2 },
    },
  ],
  invalid: [
    {
      name: 'Grep a file, then Read it whole',
      calls: [grep('src/auth/tokens.py'), read('src/auth/tokens.py', {}, { bytes: 5200 })],
      findings: [{ evidence: [0, 1], wastedBytes: 5200 }],
    },
    { name: 'relative and absolute paths compared resolved', calls: [grep('./src/a.py'), read('/repo/src/a.py')], findings: [{ evidence: [0, 1] }] },
    { name: 'exactly 5 calls later', calls: [grep('src/a.py'), other(), other(), other(), other(), read('src/a.py')], findings: [{ evidence: [0, 5] }] },
    { name: 'each Grep is evidence once', calls: [grep('a.py'), read('a.py'), read('a.py')], findings: [{ evidence: [0, 1] }] },
    {
      name: 'within 6: 6 calls later still counts',
      calls: [grep('src/a.py'), other(), other(), other(), other(), other(), read('src/a.py')],
      options: { within: 6 },
      findings: [{ evidence: [0, 6] }],
    },
  ],
});
