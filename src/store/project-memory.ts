/**
 * A project's memory files as `tips` reads them, to leave out tips they already give: CLAUDE.md,
 * AGENTS.md and .claude/CLAUDE.md of the project folder, where present. Bounded: regular files only
 * (a FIFO, a device, a folder is not read), at most 512 KiB each; one that cannot be read is a note.
 */
import { join } from 'node:path';
import { NotRegularFileError, readRegularFileIfPresent } from '../util/regular-file.js';
import { errorMessage } from '../errors.js';

/** The memory files of a project folder, as agents read them. */
const MEMORY_FILES = ['CLAUDE.md', 'AGENTS.md', '.claude/CLAUDE.md'] as const;
/** A memory file is a few pages; a bigger one is not read. */
const MAX_MEMORY_FILE_BYTES = 512 * 1024;

export interface ProjectMemory {
  /** `name` is the file's path within the project folder. */
  files: Array<{ name: string; text: string }>;
  /** One line per file that is there but could not be read. */
  problems: string[];
}

export function readProjectMemory(projectDir: string): ProjectMemory {
  const memory: ProjectMemory = { files: [], problems: [] };
  for (const name of MEMORY_FILES) {
    const path = join(projectDir, name);
    try {
      const file = readRegularFileIfPresent(path, MAX_MEMORY_FILE_BYTES);
      if (file) memory.files.push({ name, text: file.text });
    } catch (error) {
      const why = error instanceof NotRegularFileError ? error.message : `${path}: ${errorMessage(error)}`;
      memory.problems.push(`${why}; not read, so tips it gives may be repeated`);
    }
  }
  return memory;
}
