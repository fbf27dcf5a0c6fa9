/**
 * What `tip-miner hook session-end` does once commander has read its options: analyse the session's
 * transcript into the history. Apart from hook-run.ts, so that the fast path (`tips` and the other
 * hooks, bundled on their own by scripts/bundle.mjs) never carries SQLite and the log parsers.
 */
import { settingsFor } from '../app/settings.js';
import { errorMessage } from '../errors.js';
import type { GlobalOptions } from './global-options.js';
import { hookNote, readEvent } from './hook-run.js';
import type { CommandIo } from './io.js';

export async function runSessionEndHook(flags: GlobalOptions, io: CommandIo): Promise<void> {
  const note = hookNote(io);
  // one line at most: a hook that runs at every turn (Stop) must not fill the user's screen
  const notes: string[] = [];
  try {
    const input = await readEvent(io);
    // loaded here, not with the module: the other hooks stay fast without SQLite and the log parsers
    const { runSessionEnd } = await import('../app/session-end.js');
    // with a config it cannot use, the history it names is unknown: analysing into the default one would file the session elsewhere
    const result = await runSessionEnd(settingsFor(flags, io.cwd, io.host), input);
    notes.push(...result.notes);
  } catch (error) {
    notes.push(`skipped: ${errorMessage(error)}`);
  }
  const [first, ...more] = notes;
  if (first !== undefined)
    note(`session-end: ${first}${more.length > 0 ? ` (and ${more.length} more: tip-miner analyze on the transcript tells them all)` : ''}`);
}
