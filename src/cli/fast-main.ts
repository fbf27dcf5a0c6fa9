/**
 * The entry of the fast bundle (dist/bundle/fast.cjs, scripts/bundle.mjs): `tips` and the hooks a
 * session runs all the time, as one file with everything they load, so they start without resolving and
 * compiling the ~30 chunks the full program's bundle shares among its commands. bin/tip-miner.js runs it (fast-bundle.ts)
 * for `tips` and `hook`; undefined means "not a fast command": bin/tip-miner.js then runs the full program.
 */
import { runFastCommand } from './fast-path.js';
import { commandIo, processIo, type CliIo } from './io.js';
import { printStoredProblems } from './stored-warnings.js';

export async function runFastCli(argv: readonly string[], rawIo: CliIo = processIo): Promise<number | undefined> {
  const io = commandIo(rawIo);
  try {
    return await runFastCommand(argv, io);
  } finally {
    printStoredProblems(argv, io);
  }
}
