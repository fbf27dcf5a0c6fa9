import detector from '../../src/detectors/sequential-reads.js';
import { testDetector, type CallSpec } from './detector-tester.js';

const read = (file: string, step?: string, bytes?: number): CallSpec => ({
  tool: 'Read',
  input: { file_path: file },
  step,
  result: bytes === undefined ? {} : { bytes },
});
const grep = (path = 'src'): CallSpec => ({ tool: 'Grep', input: { pattern: 'x', path } });
const other = (tool = 'TodoWrite'): CallSpec => ({ tool });

testDetector(detector, {
  valid: [
    { name: 'two reads', calls: [read('a.py'), read('b.py')] },
    { name: 'three reads of one file', calls: [read('a.py'), read('a.py'), read('a.py')] },
    { name: 'three reads, two of one file', calls: [read('a.py'), read('b.py'), read('./a.py')] },
    { name: 'a Grep first', calls: [grep(), read('a.py'), read('b.py'), read('c.py')] },
    { name: 'a Grep inside the window', calls: [read('a.py'), grep(), read('b.py'), read('c.py')] },
    {
      name: 'a Glob within the 5 calls before the window',
      calls: [{ tool: 'Glob', input: { pattern: '*.py' } }, other(), other(), other(), other(), read('a.py'), read('b.py'), read('c.py')],
    },
    {
      name: 'a search through Bash counts as a search',
      calls: [{ tool: 'Bash', input: { command: 'rg -l parse src' } }, read('a.py'), read('b.py'), read('c.py')],
    },
    { name: 'one parallel batch is one step', calls: [read('a.py', 'm1'), read('b.py', 'm1'), read('c.py', 'm1')] },
    {
      name: 'a parallel batch of three reads, then a partial re-read of one of them',
      calls: [read('a.py', 'm1'), read('b.py', 'm1'), read('c.py', 'm1'), { tool: 'Read', input: { file_path: 'a.py', offset: 40, limit: 20 }, step: 'm2' }],
    },
    {
      name: 'a re-read counts for nothing: two new files and a re-read in one window',
      calls: [read('a.py', 'm1'), read('b.py', 'm2'), read('a.py', 'm3')],
    },
    {
      name: 'reads a permission rule denied never ran: they are no reads',
      calls: [read('a.py', 'm1'), { ...read('b.py', 'm2'), result: { isError: true, refusal: { kind: 'denied' } } }, read('c.py', 'm3')],
    },
    {
      name: 'reads cancelled with a failed sibling never ran: they are no reads',
      calls: [
        { tool: 'Bash', input: { command: 'npm run build' }, step: 'm1', result: { isError: true } },
        { ...read('a.py', 'm1'), result: { isError: true, refusal: { kind: 'cancelled' } } },
        { ...read('b.py', 'm1'), result: { isError: true, refusal: { kind: 'cancelled' } } },
        read('c.py', 'm2'),
      ],
    },
    { name: 'three reads spread over more than 5 calls', calls: [read('a.py'), other(), other(), read('b.py'), other(), other(), read('c.py')] },
    {
      name: 'window 3: three reads over 5 calls do not fit',
      calls: [read('a.py'), other(), read('b.py'), other(), read('c.py')],
      options: { window: 3 },
    },
    { name: 'minReads 4: three reads are too few', calls: [read('a.py'), read('b.py'), read('c.py')], options: { minReads: 4 } },
    {
      name: 'searchLookback 8: a Grep 8 calls before the window still counts',
      calls: [grep(), ...Array.from({ length: 7 }, () => other()), read('a.py'), read('b.py'), read('c.py')],
      options: { searchLookback: 8 },
    },
  ],
  invalid: [
    { name: "the seed's example", calls: [read('a.py'), read('b.py'), read('c.py')], findings: [{ evidence: [0, 1, 2] }] },
    { name: 'reads in two batches', calls: [read('a.py', 'm1'), read('b.py', 'm1'), read('c.py', 'm2')], findings: [{ evidence: [0, 1, 2] }] },
    { name: 'three reads within a window of 5', calls: [read('a.py'), other(), read('b.py'), other(), read('c.py')], findings: [{ evidence: [0, 2, 4] }] },
    {
      name: 'a Grep more than 5 calls before the window no longer counts',
      calls: [grep(), ...Array.from({ length: 7 }, () => other()), read('a.py'), read('b.py'), read('c.py')],
      findings: [{ evidence: [8, 9, 10] }],
    },
    {
      name: 'each read is evidence once: six reads make two findings',
      calls: [read('a.py'), read('b.py'), read('c.py'), read('d.py'), read('e.py'), read('f.py')],
      findings: [{ evidence: [0, 1, 2] }, { evidence: [3, 4, 5] }],
    },
    {
      name: 'each file counts once, by its first read in the window: a re-read of a file used as evidence is no new read',
      calls: [read('b.py'), read('c.py'), read('a.py'), read('a.py'), read('d.py'), read('e.py')],
      findings: [{ evidence: [0, 1, 2] }],
    },
    {
      name: 'a re-read does not complete an occurrence, the next new file does',
      calls: [read('b.py'), read('c.py'), read('a.py'), read('d.py'), read('e.py'), read('a.py'), read('f.py')],
      findings: [{ evidence: [0, 1, 2] }, { evidence: [3, 4, 6] }],
    },
    {
      name: 'a read cancelled with its batch, then issued again, counts once, by the read that ran',
      calls: [
        { tool: 'Bash', input: { command: 'npm run build' }, step: 'm1', result: { isError: true } },
        { ...read('a.py', 'm1'), result: { isError: true, refusal: { kind: 'cancelled' } } },
        read('a.py', 'm2'),
        read('b.py', 'm3'),
        read('c.py', 'm4'),
      ],
      findings: [{ evidence: [2, 3, 4] }],
    },
    {
      name: 'waste is every read but the largest',
      calls: [read('a.py', undefined, 100), read('b.py', undefined, 300), read('c.py', undefined, 50)],
      findings: [{ evidence: [0, 1, 2], wastedBytes: 150 }],
    },
    {
      name: 'window 7: three reads over 7 calls fit',
      calls: [read('a.py'), other(), other(), read('b.py'), other(), other(), read('c.py')],
      options: { window: 7 },
      findings: [{ evidence: [0, 3, 6] }],
    },
    {
      name: 'window 12: three reads over 12 calls fit, the calls kept growing with the window',
      calls: [read('a.py'), ...Array.from({ length: 5 }, () => other()), read('b.py'), ...Array.from({ length: 4 }, () => other()), read('c.py')],
      options: { window: 12 },
      findings: [{ evidence: [0, 6, 11] }],
    },
    {
      name: 'minReads 2: two reads are enough',
      calls: [read('a.py'), read('b.py')],
      options: { minReads: 2 },
      findings: [{ evidence: [0, 1] }],
    },
    {
      name: 'searchLookback 2: a Glob 5 calls before the reads no longer counts',
      calls: [{ tool: 'Glob', input: { pattern: '*.py' } }, other(), other(), other(), other(), read('a.py'), read('b.py'), read('c.py')],
      options: { searchLookback: 2 },
      findings: [{ evidence: [5, 6, 7] }],
    },
    {
      name: 'a Bash command that only reads is no search',
      calls: [{ tool: 'Bash', input: { command: 'npm test | tail -5' } }, read('a.py'), read('b.py'), read('c.py')],
      findings: [{ evidence: [1, 2, 3] }],
    },
  ],
});
