/**
 * writeFileAtomic (store/atomic-write.ts): the file is replaced whole through a temporary file beside it, which is
 * created exclusively — whatever sits at a temporary name (a file, a link someone planted) is never written through
 * or removed, another name is drawn — and temporary files a killed writer left are swept.
 */
import { existsSync, lstatSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeFileAtomic } from '../../src/store/atomic-write.js';

/** The temporary name Math.random() = `draw` gives `path`. */
const temporaryName = (path: string, draw: number) =>
  `${path}.tmp-${process.pid}-${Math.floor(draw * 0x1_0000_0000)
    .toString(16)
    .padStart(8, '0')}`;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('writeFileAtomic', () => {
  it('replaces the file whole and leaves no temporary file', () => {
    const folder = mkdtempSync(join(tmpdir(), 'tip-miner-atomic-'));
    const path = join(folder, 'state.json');
    writeFileSync(path, 'old');
    writeFileAtomic(path, 'new');
    expect(readFileSync(path, 'utf8')).toBe('new');
    expect(readdirSync(folder)).toEqual(['state.json']);
  });

  it.each([
    ['a link to another file', 'link'],
    ['a file', 'file'],
  ])('never writes through what sits at a temporary name (%s): it draws another', (_name, kind) => {
    const folder = mkdtempSync(join(tmpdir(), 'tip-miner-atomic-'));
    const path = join(folder, 'state.json');
    const victim = join(folder, 'victim.txt');
    writeFileSync(victim, 'untouched');
    const taken = temporaryName(path, 0.5);
    if (kind === 'link') symlinkSync(victim, taken);
    else writeFileSync(taken, 'someone else');
    vi.spyOn(Math, 'random').mockReturnValueOnce(0.5).mockReturnValueOnce(0.25);
    writeFileAtomic(path, 'new', { sweepLeftovers: false });
    expect(readFileSync(path, 'utf8')).toBe('new');
    expect(readFileSync(victim, 'utf8')).toBe('untouched');
    // what was there is left as it was: not ours
    expect(lstatSync(taken).isSymbolicLink()).toBe(kind === 'link');
    expect(existsSync(temporaryName(path, 0.25))).toBe(false);
  });

  it('gives up after a few names taken, with the error, and writes nothing', () => {
    const folder = mkdtempSync(join(tmpdir(), 'tip-miner-atomic-'));
    const path = join(folder, 'state.json');
    writeFileSync(temporaryName(path, 0.5), 'someone else');
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    expect(() => {
      writeFileAtomic(path, 'new', { sweepLeftovers: false });
    }).toThrow(/EEXIST/);
    expect(existsSync(path)).toBe(false);
  });

  it('sweeps the temporary files a killed writer left (its process gone), not those of a running one', () => {
    const folder = mkdtempSync(join(tmpdir(), 'tip-miner-atomic-'));
    const path = join(folder, 'state.json');
    const gone = `${path}.tmp-999999999-0badc0de`;
    const running = `${path}.tmp-${process.pid}-0badc0de`;
    writeFileSync(gone, 'half');
    writeFileSync(running, 'half');
    writeFileAtomic(path, 'new');
    expect(existsSync(gone)).toBe(false);
    expect(existsSync(running)).toBe(true);
  });
});
