/** Colour and width come from the io: NO_COLOR, FORCE_COLOR, whether stdout is a terminal, its columns, COLUMNS. */
import { describe, expect, it } from 'vitest';
import { commandIo } from '../../src/cli/io.js';
import { colourWanted, outputWidth } from '../../src/cli/terminal.js';
import { paint } from '../../src/safety/terminal-style.js';
import { testHost } from '../helpers/cli.js';

describe('colour', () => {
  it.each([
    [{}, true, true],
    [{}, false, false],
    [{ NO_COLOR: '1' }, true, false],
    [{ NO_COLOR: '' }, true, true],
    [{ TERM: 'dumb' }, true, false],
    [{ FORCE_COLOR: '1' }, false, true],
    [{ FORCE_COLOR: '' }, false, true],
    [{ FORCE_COLOR: '0' }, true, false],
    [{ FORCE_COLOR: 'false' }, true, false],
    [{ FORCE_COLOR: '1', NO_COLOR: '1' }, false, true],
  ])('env %j, stdout a terminal %s: colour %s', (env, tty, colour) => {
    expect(colourWanted(env, tty)).toBe(colour);
  });

  it('reaches stdout as SGR codes only when wanted, never on stderr', () => {
    const written = (env: Record<string, string>, stdoutIsTTY: boolean) => {
      let out = '';
      let err = '';
      const io = commandIo({
        stdout: (t) => (out += t),
        stderr: (t) => (err += t),
        env,
        host: testHost,
        cwd: '/',
        terminal: { stdoutIsTTY, stderrIsTTY: true },
      });
      io.stdout(paint('title', 'bold'));
      io.stderr(paint('warning', 'bold'));
      return { out, err };
    };
    expect(written({}, true)).toEqual({ out: '\u001b[1mtitle\u001b[22m', err: 'warning' });
    expect(written({}, false).out).toBe('title');
    expect(written({ NO_COLOR: '1' }, true).out).toBe('title');
    expect(written({ FORCE_COLOR: '1' }, false).out).toBe('\u001b[1mtitle\u001b[22m');
  });
});

describe('width', () => {
  it.each([
    [{}, { stdoutIsTTY: true, stdoutColumns: 100 }, 100],
    [{}, { stdoutIsTTY: true }, 80],
    [{ COLUMNS: '60' }, { stdoutIsTTY: true, stdoutColumns: 100 }, 100],
    [{}, { stdoutIsTTY: false }, undefined],
    [{ COLUMNS: '60' }, { stdoutIsTTY: false }, 60],
    [{ COLUMNS: 'wide' }, {}, undefined],
  ])('env %j, terminal %j: %s columns', (env, terminal, width) => {
    expect(outputWidth(env, terminal)).toBe(width);
  });
});
