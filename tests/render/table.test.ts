/** The one table module: fitted to the width, cells wrapped or shortened, log text kept from the terminal, headers marked for colour. */
import { describe, expect, it } from 'vitest';
import { displayPath, sharedFolder } from '../../src/render/layout.js';
import { formatScore, formatTokens } from '../../src/render/numbers.js';
import { fitLines } from '../../src/render/prose.js';
import { renderTable } from '../../src/render/table.js';
import { cutEnd, displayWidth, shortenMiddle, wrapText } from '../../src/render/text-width.js';
import { terminalSafe } from '../../src/safety/terminal.js';
import { applyStyles, paint } from '../../src/safety/terminal-style.js';

const LONG_PATH = '/home/someone/.claude/projects/-home-someone-src-a-rather-long-project-name/5f3e0c2a-1b2c-4d5e-8f90-a1b2c3d4e5f6.jsonl';
const PROSE = 'no, use pnpm for everything in this repository: npm leaves a package-lock.json that the CI then refuses to install from';

function widest(text: string): number {
  return Math.max(...applyStyles(text, false).split('\n').map(displayWidth));
}

describe('renderTable', () => {
  const columns = [
    { header: 'Pattern' },
    { header: 'File', fit: 'middle' as const },
    { header: 'Text', flex: true },
    { header: 'Tokens', align: 'right' as const },
  ];
  const rows = [
    ['sequential-reads', LONG_PATH, PROSE, '4.4k'],
    ['bash-for-search', '/tmp/x.jsonl', 'short', '—'],
  ];

  it.each([40, 60, 80, 120])('fits %i columns', (width) => {
    expect(widest(renderTable(columns, rows, { width }))).toBeLessThanOrEqual(width);
  });

  it('keeps every cell whole when there is room or no limit', () => {
    for (const layout of [{}, { width: 400 }]) {
      const table = renderTable(columns, rows, layout);
      expect(table).toContain(LONG_PATH);
      expect(table).toContain(PROSE);
    }
  });

  it('shortens paths in the middle (the file name stays) and wraps prose at spaces (every word stays)', () => {
    const table = renderTable(columns, rows, { width: 80 });
    expect(table).toContain('…');
    expect(table).toMatch(/e5f6\.jsonl/);
    for (const word of PROSE.split(' ')) expect(table).toContain(word);
  });

  it('shows escape sequences of log text as text: they are made safe before they are measured', () => {
    const hostile = 'evil\u001b[2J\u001b]8;;http://x\u0007link\r\u202Etxt';
    const table = renderTable([{ header: 'Text' }], [[hostile]], { width: 30, colour: true });
    const shown = applyStyles(terminalSafe(table), true);
    for (const raw of ['\u001b[2J', '\u001b]', '\u0007', '\r', '\u202E']) expect(shown).not.toContain(raw);
    expect(shown).toContain('\\u001b[2J');
    // the only escape sequences are the header's bold
    expect(shown.match(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'))?.every((code) => code === '\u001b[1m' || code === '\u001b[22m')).toBe(true);
    expect(widest(table)).toBeLessThanOrEqual(30);
  });

  it('marks the header bold only with colour on', () => {
    expect(applyStyles(renderTable(columns, rows, { width: 80, colour: true }), true)).toContain('\u001b[1m Pattern');
    expect(applyStyles(renderTable(columns, rows, { width: 80 }), true)).not.toContain('\u001b[');
  });
});

describe('colour marks', () => {
  it('become SGR codes after terminalSafe, or go', () => {
    const text = `a ${paint('b', 'bold')} c`;
    expect(applyStyles(terminalSafe(text), true)).toBe('a \u001b[1mb\u001b[22m c');
    expect(applyStyles(terminalSafe(text), false)).toBe('a b c');
  });

  it('cannot be forged by log text: a look-alike without the process nonce stays text, and escapes are escaped first', () => {
    const forged = '\uE0000123456789abcdef01234567\uE001\u001b[31m';
    const shown = applyStyles(terminalSafe(forged), true);
    expect(shown).not.toContain('\u001b');
  });
});

describe('text width', () => {
  it('counts wide characters and emoji as two columns, combining marks as none', () => {
    expect(displayWidth('abc')).toBe(3);
    expect(displayWidth('日本')).toBe(4);
    expect(displayWidth('🔴')).toBe(2);
    expect(displayWidth('e\u0301')).toBe(1);
    expect(displayWidth(paint('abc', 'bold'))).toBe(3);
  });

  it('wraps, shortens and cuts to the width', () => {
    expect(wrapText('aaa bbb ccc', 7)).toEqual(['aaa bbb', 'ccc']);
    expect(wrapText('abcdefghij', 4)).toEqual(['abcd', 'efgh', 'ij']);
    expect(shortenMiddle('/a/long/path/to/file.jsonl', 16)).toBe('/a/lo…file.jsonl');
    expect(cutEnd('abcdef', 4)).toBe('abc…');
    expect(
      fitLines(`  ${'word '.repeat(30)}`, { width: 40 })
        .split('\n')
        .every((line) => displayWidth(line) <= 40),
    ).toBe(true);
  });
});

describe('paths', () => {
  const layout = { cwd: '/work/repo', home: '/home/me' };
  it('are shown relative to a shared folder, the working folder, or home', () => {
    expect(displayPath('/work/repo/logs/a.jsonl', layout)).toBe('logs/a.jsonl');
    expect(displayPath('/home/me/.claude/projects/p/a.jsonl', layout)).toBe('~/.claude/projects/p/a.jsonl');
    expect(displayPath('/srv/logs/a.jsonl', layout)).toBe('/srv/logs/a.jsonl');
    expect(displayPath('/srv/logs/x/a.jsonl', layout, '/srv/logs')).toBe('x/a.jsonl');
    expect(sharedFolder(['/srv/logs/x/a.jsonl', '/srv/logs/y/b.jsonl'])).toBe('/srv/logs');
    expect(sharedFolder(['/srv/a.jsonl', '/tmp/b.jsonl'])).toBeUndefined();
    expect(sharedFolder(['/srv/logs/a.jsonl'])).toBeUndefined();
  });
});

describe('numbers for people', () => {
  it.each([
    [12.345, '12'],
    [3.456, '3.5'],
    [0.0572, '0.057'],
    [0.0000206, '<0.01'],
    [1.14e-8, '<0.01'],
    [0, '0'],
    [1234.5, '1,235'],
  ])('score %d reads %s (never an exponent)', (score, shown) => {
    expect(formatScore(score)).toBe(shown);
  });

  it.each([
    [950, '950'],
    [4400, '4.4k'],
    [12_345, '12k'],
    [1_300_000, '1.3M'],
    [31_658_699, '32M'],
  ])('tokens %d read %s', (tokens, shown) => {
    expect(formatTokens(tokens)).toBe(shown);
  });
});
