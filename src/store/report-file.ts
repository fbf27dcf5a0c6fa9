/**
 * The file `report --html FILE` writes: replaced whole, atomically (a report is made anew each time),
 * but never over a folder, a link or anything else that is not a plain file — that is refused with one
 * line naming it — and its folder must exist (a typo is not a new folder).
 */
import { existsSync, lstatSync } from 'node:fs';
import { dirname } from 'node:path';
import { InputError } from '../errors.js';
import { writeFileAtomic } from './atomic-write.js';

export function writeReportFile(path: string, content: string): void {
  const found = lstatSync(path, { throwIfNoEntry: false });
  if (found && !found.isFile()) {
    throw new InputError(`${path} is ${found.isDirectory() ? 'a folder' : found.isSymbolicLink() ? 'a link' : 'not a plain file'}; name a file for the report`);
  }
  if (!existsSync(dirname(path))) throw new InputError(`${dirname(path)} does not exist; the report is written into an existing folder`);
  writeFileAtomic(path, content);
}
