/**
 * A crafted session as Kilo Code writes it (docs/log-formats.md "Kilo Code CLI and extension"): rows of its SQLite
 * database `~/.local/share/kilo/kilo.db` — OpenCode's tables under Kilo's name (fixtures/formats/kilo-code/
 * schema.sql), its messages by Kilo's primary agent `code`, its session of a Kilo version. Kilo's tools bear
 * OpenCode's names and inputs, so the rows are OpenCode's writer's (writers/opencode.ts).
 */
import { join } from 'node:path';
import { writeOpencodeDatabase } from '../../helpers/opencode-db.js';
import type { SessionWriter } from '../crafted-session.js';
import { craftedSessionRows } from './opencode.js';

export const kiloCodeWriter: SessionWriter = {
  format: 'kilo-code',
  write(homeDir, session) {
    const file = join(homeDir, '.local', 'share', 'kilo', 'kilo.db');
    writeOpencodeDatabase(file, [{ ...craftedSessionRows(session, 'code'), version: '7.2.14' }], 'formats/kilo-code/schema.sql');
    return { files: [file] };
  },
};
