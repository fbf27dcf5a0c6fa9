import { createInterface } from 'node:readline';

/** Where the CLI writes and asks: the process's streams, or buffers in tests. */
export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
  /** One line of answer after printing `prompt` (undefined at end of input). Commands that ask need it. */
  readLine?(prompt: string): Promise<string | undefined>;
  /** All of standard input (the hook's event); empty when it is a terminal. */
  readStdin?(): Promise<string>;
}

export const processIo: CliIo = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  readLine: (prompt) => readOneLine(prompt),
  readStdin: () => readAllStdin(),
};

async function readAllStdin(): Promise<string> {
  if (process.stdin.isTTY === true) return '';
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function readOneLine(prompt: string): Promise<string | undefined> {
  return new Promise((resolve) => {
    const lines = createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY === true });
    let answered = false;
    lines.on('close', () => {
      if (!answered) resolve(undefined);
    });
    lines.question(prompt, (answer) => {
      answered = true;
      // a piped answer is not echoed: end the prompt's line
      if (process.stdin.isTTY !== true) process.stdout.write('\n');
      lines.close();
      resolve(answer);
    });
  });
}

export const PROGRAM = 'tip-miner';

export function warn(io: CliIo, message: string): void {
  io.stderr(`${PROGRAM}: warning: ${message}\n`);
}

export function error(io: CliIo, message: string): void {
  io.stderr(`${PROGRAM}: error: ${message}\n`);
}
