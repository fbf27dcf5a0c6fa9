import { homedir } from 'node:os';
import type { StdinRead } from '../hook/hook-event.js';
import type { TextLayout } from '../render/layout.js';
import { terminalSafe } from '../safety/terminal.js';
import { applyStyles } from '../safety/terminal-style.js';
import { colourWanted, outputWidth, statusLine, type StatusLine, type TerminalInfo } from './terminal.js';
import type { Host } from '../util/host.js';

/** How much of stdin a command reads at most, and for how long it waits for it. */
export interface StdinLimit {
  maxBytes: number;
  timeoutMs: number;
}

/** Where the CLI writes and asks: the process's streams, or buffers in tests. */
export interface CliIo {
  // properties, not methods: they are handed on alone (commander's writeOut), without the object
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** One line of answer after printing `prompt` (undefined at end of input). Commands that ask need it. */
  readLine?(prompt: string): Promise<string | undefined>;
  /** Standard input (the hook's event) up to a size and a time limit; empty when it is a terminal. */
  readStdin?(limit: StdinLimit): Promise<StdinRead>;
  /** The working folder (default: the process's): paths, the config and the default repository name come from it. */
  cwd?: string;
  /** The environment (default: the process's): TIP_MINER_STATE_DIR. */
  env?: Readonly<Record<string, string | undefined>>;
  /** The machine (default: this one, with `env`): the data home and the agents' log folders come from it. */
  host?: Host;
  /** Which of stdout and stderr are terminals, and how wide (default: neither is one). */
  terminal?: TerminalInfo;
}

/** The io a command is given: the working folder and the environment settled (the process's unless given), and how to lay out text. */
export type CommandIo = CliIo &
  Required<Pick<CliIo, 'cwd' | 'env' | 'host'>> & {
    /** How text for people is laid out on stdout: its width, colour, the folders paths are shown relative to. */
    layout: TextLayout;
    /** A progress line on stderr; undefined when stderr is not a terminal. */
    status?: StatusLine;
  };

export const processIo: CliIo = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  readLine: (prompt) => readOneLine(prompt),
  readStdin: (limit) => readBoundedStdin(limit),
  terminal: {
    get stdoutIsTTY() {
      return isTerminal(process.stdout);
    },
    get stdoutColumns() {
      return process.stdout.columns;
    },
    get stderrIsTTY() {
      return isTerminal(process.stderr);
    },
    get stderrColumns() {
      return process.stderr.columns;
    },
  },
};

function isTerminal(stream: { isTTY?: boolean }): boolean {
  return stream.isTTY === true;
}

/** Stdin until its end, `maxBytes` or `timeoutMs`, whichever comes first; then stdin is let go (the process can exit). */
function readBoundedStdin({ maxBytes, timeoutMs }: StdinLimit): Promise<StdinRead> {
  const stdin = process.stdin;
  if (stdinIsTerminal()) return Promise.resolve({ text: '', complete: true });
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const finish = (complete: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      stdin.off('data', onData).off('end', onEnd).off('error', onError);
      stdin.pause();
      if (!complete) stdin.destroy();
      resolve({ text: Buffer.concat(chunks, size).toString('utf8'), complete });
    };
    const onData = (chunk: Buffer) => {
      const room = maxBytes - size;
      chunks.push(chunk.length > room ? chunk.subarray(0, room) : chunk);
      size += Math.min(chunk.length, room);
      if (chunk.length > room) finish(false);
    };
    const onEnd = () => {
      finish(true);
    };
    const onError = () => {
      finish(false);
    };
    const timer = setTimeout(() => {
      finish(false);
    }, timeoutMs);
    stdin.on('data', onData).on('end', onEnd).on('error', onError);
  });
}

/** Node leaves `isTTY` undefined when stdin is a pipe or a file, whatever its type says. */
function stdinIsTerminal(): boolean {
  const { isTTY } = process.stdin as { isTTY?: boolean };
  return isTTY === true;
}

/** readline is loaded by the commands that ask (~1 ms of start-up the others, the hooks among them, do not pay). */
async function readOneLine(prompt: string): Promise<string | undefined> {
  const { createInterface } = await import('node:readline');
  return new Promise((resolve) => {
    const lines = createInterface({ input: process.stdin, output: process.stdout, terminal: stdinIsTerminal() });
    let answered = false;
    lines.on('close', () => {
      if (!answered) resolve(undefined);
    });
    lines.question(prompt, (answer) => {
      answered = true;
      // a piped answer is not echoed: end the prompt's line
      if (!stdinIsTerminal()) process.stdout.write('\n');
      lines.close();
      resolve(answer);
    });
  });
}

/**
 * The io commands get: everything written passed through terminalSafe (safety/terminal.ts), then the
 * colour marks of safety/terminal-style.ts turned into colour (or dropped); the working folder,
 * environment and machine read from the process here, once, unless the caller gave them; the layout of
 * text from the terminal (cli/terminal.ts).
 */
export function commandIo(io: CliIo): CommandIo {
  const env = io.env ?? process.env;
  const host = io.host ?? { env, homeDir: homedir(), platform: process.platform };
  const cwd = io.cwd ?? process.cwd();
  const terminal = io.terminal ?? {};
  const colour = colourWanted(env, terminal.stdoutIsTTY === true);
  const status = terminal.stderrIsTTY === true ? statusLine(io.stderr, terminal.stderrColumns) : undefined;
  return {
    ...io,
    stdout: (text) => {
      status?.clear();
      io.stdout(applyStyles(terminalSafe(text), colour));
    },
    stderr: (text) => {
      status?.clear();
      io.stderr(applyStyles(terminalSafe(text), false));
    },
    cwd,
    env,
    host,
    layout: { width: outputWidth(env, terminal), colour, cwd, home: host.homeDir },
    ...(status !== undefined && { status }),
  };
}

export const PROGRAM = 'tip-miner';

export function warn(io: CliIo, message: string): void {
  io.stderr(`${PROGRAM}: warning: ${message}\n`);
}

export function error(io: CliIo, message: string): void {
  io.stderr(`${PROGRAM}: error: ${message}\n`);
}
