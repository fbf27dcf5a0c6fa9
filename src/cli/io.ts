/** Where the CLI writes: the process's streams, or buffers in tests. */
export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
}

export const processIo: CliIo = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
};

export const PROGRAM = 'tip-miner';

export function warn(io: CliIo, message: string): void {
  io.stderr(`${PROGRAM}: warning: ${message}\n`);
}

export function error(io: CliIo, message: string): void {
  io.stderr(`${PROGRAM}: error: ${message}\n`);
}
