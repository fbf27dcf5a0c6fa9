/**
 * The library API's use cases, called as another tool would, with no CLI and no process state (working
 * folder, environment). Those that read an analyze of the Claude Code corpus: use-cases.corpus.test.ts.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { explain, knownIds, settingsFor } from '../../src/index.js';
import { stateDir } from '../helpers/cli.js';

describe('the use cases as a library', () => {
  it('settingsFor takes its default paths from the working folder it is given, not the process', () => {
    const folder = stateDir();
    const chosen = settingsFor({ db: 'h.db', repo: 'acme/widgets' }, folder);
    expect(chosen).toMatchObject({ cwd: folder, db: join(folder, 'h.db'), repo: 'acme/widgets' });
    expect(chosen.memoryDir.startsWith(folder)).toBe(true);
  });

  it('explain knows every id it lists', () => {
    for (const id of knownIds()) expect(explain(id)?.id).toBe(id);
  });
});
