/**
 * What output knows of the terminal: whether colour is wanted on stdout, the width tables are fitted
 * to, and the progress line on stderr. Read from the io (its environment and streams), never the process.
 */
import { terminalSafe } from '../safety/terminal.js';

type Env = Readonly<Record<string, string | undefined>>;

export interface TerminalInfo {
  stdoutIsTTY?: boolean;
  /** Columns of stdout when it is a terminal. */
  stdoutColumns?: number;
  stderrIsTTY?: boolean;
  stderrColumns?: number;
}

/** A line rewritten in place on stderr (a progress line): shown only when stderr is a terminal. */
export interface StatusLine {
  /** Replaces the line (cut to the terminal's width). */
  show(text: string): void;
  /** Removes the line, if one is shown. */
  clear(): void;
}

/**
 * Colour on stdout: FORCE_COLOR set to anything but 0 or false turns it on, NO_COLOR set (not empty)
 * turns it off, TERM=dumb too; else it is on when stdout is a terminal. (FORCE_COLOR first, as Node's own
 * tty.getColorDepth reads them.)
 */
export function colourWanted(env: Env, stdoutIsTTY: boolean): boolean {
  const force = env.FORCE_COLOR;
  if (force !== undefined) return force !== '0' && force !== 'false';
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (env.TERM === 'dumb') return false;
  return stdoutIsTTY;
}

const DEFAULT_COLUMNS = 80;

/**
 * The width tables are fitted to: a terminal's columns (80 when it does not say); output that is not a
 * terminal (a file, a pipe) has no limit unless COLUMNS gives one, so nothing is cut from what a script
 * or grep reads.
 */
export function outputWidth(env: Env, terminal: TerminalInfo): number | undefined {
  const columns = (value: number | undefined) => (value !== undefined && Number.isInteger(value) && value > 0 ? value : undefined);
  if (terminal.stdoutIsTTY === true) return columns(terminal.stdoutColumns) ?? DEFAULT_COLUMNS;
  return columns(env.COLUMNS === undefined ? undefined : Number(env.COLUMNS));
}

/** The progress line: `\r`, the text cut to the width, erase to the end of the line (written past terminalSafe: the codes are ours). */
export function statusLine(write: (text: string) => void, columns: number | undefined): StatusLine {
  let shown = false;
  const width = (columns !== undefined && columns > 0 ? columns : DEFAULT_COLUMNS) - 1;
  return {
    show: (text) => {
      const safe = terminalSafe(text);
      write(`\r${safe.length > width ? safe.slice(0, width) : safe}\u001b[K`);
      shown = true;
    },
    clear: () => {
      if (!shown) return;
      write('\r\u001b[K');
      shown = false;
    },
  };
}
