/**
 * Where tip-miner keeps its data when nothing says otherwise: `$TIP_MINER_HOME`, else the platform's
 * folder for a user's application data — `$XDG_DATA_HOME/tip-miner` or `~/.local/share/tip-miner` on
 * Linux and the BSDs, `~/Library/Application Support/tip-miner` on macOS, `%LOCALAPPDATA%\tip-miner` on
 * Windows. The same whatever folder a command runs in.
 */
import { isAbsolute, join, resolve } from 'node:path';
import type { Host } from '../util/host.js';

export const HOME_ENV = 'TIP_MINER_HOME';

/** The data home; a relative `$TIP_MINER_HOME` is taken from the working folder `cwd`. */
export function dataHome(host: Host, cwd: string): string {
  const chosen = host.env[HOME_ENV];
  if (chosen !== undefined && chosen !== '') return resolve(cwd, chosen);
  switch (host.platform) {
    case 'darwin':
      return join(host.homeDir, 'Library', 'Application Support', 'tip-miner');
    case 'win32':
      return join(absoluteOr(host.env.LOCALAPPDATA, join(host.homeDir, 'AppData', 'Local')), 'tip-miner');
    default:
      // the XDG base directory spec: a relative $XDG_DATA_HOME is invalid and ignored
      return join(absoluteOr(host.env.XDG_DATA_HOME, join(host.homeDir, '.local', 'share')), 'tip-miner');
  }
}

function absoluteOr(value: string | undefined, fallback: string): string {
  return value !== undefined && isAbsolute(value) ? value : fallback;
}
