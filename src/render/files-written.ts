/** One line for every file a run wrote, however many repositories: how many of each name, in which folder. */
import { basename, dirname } from 'node:path';
import { commonFolder, displayPath, type TextLayout } from './layout.js';

export function filesWrittenLine(files: readonly string[], layout: TextLayout): string | undefined {
  const [only] = files;
  if (only === undefined) return undefined;
  if (files.length === 1) return `Updated ${displayPath(only, layout)}`;
  const byName = new Map<string, number>();
  for (const file of files) byName.set(basename(file), (byName.get(basename(file)) ?? 0) + 1);
  const names = [...byName].map(([name, count]) => `${String(count)} ${name}`).join(', ');
  const folder = commonFolder(files.map((file) => dirname(file)));
  return `Updated ${names}${folder !== '' ? ` under ${displayPath(folder, layout)}` : ''} (--json lists them)`;
}
