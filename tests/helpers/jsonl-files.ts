/** Every `.jsonl` file under a folder, in a stable order (the corpus tests walk ../shared with it). */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export function jsonlFilesUnder(folder: string): string[] {
  return readdirSync(folder)
    .sort()
    .flatMap((entry) => {
      const path = join(folder, entry);
      if (statSync(path).isDirectory()) return jsonlFilesUnder(path);
      return path.endsWith('.jsonl') ? [path] : [];
    });
}
