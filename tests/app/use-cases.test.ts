/**
 * The library API's use cases, called as another tool would, with no CLI and no process state (working
 * folder, environment). Those that read an analyze of the Claude Code corpus: use-cases.corpus.test.ts.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { explain, knownIds, settingsFor } from '../../src/index.js';
import { stateDir } from '../helpers/cli.js';
import { tempHost } from '../helpers/host.js';

describe('the use cases as a library', () => {
  it('settingsFor takes relative paths from the working folder and its defaults from the host it is given, not the process', () => {
    const folder = stateDir();
    const host = tempHost();
    const chosen = settingsFor({ db: 'h.db', repo: 'acme/widgets' }, folder, host);
    expect(chosen).toMatchObject({ cwd: folder, db: join(folder, 'h.db'), repo: 'acme/widgets' });
    expect(chosen.memoryDir).toBe(join(host.homeDir, '.local/share/tip-miner/memory'));
  });

  it('explain knows every id it lists', () => {
    for (const id of knownIds()) expect(explain(id)?.id).toBe(id);
  });
});
