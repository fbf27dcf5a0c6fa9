/**
 * The folder `tip-miner export --out DIR` writes: made when missing; a file in it is replaced only when
 * the previous export wrote it (its manifest lists it), anything else there is refused before a byte is
 * written. Each table is written to a temporary file beside its place, and all are renamed into place
 * once every one is whole, then the manifest; the previous export's files this one did not write are
 * removed, so the folder holds one export, the one its manifest describes.
 */
import { lstatSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { InputError, errorMessage } from '../errors.js';
import { temporaryPathFor, writeFileAtomic } from './atomic-write.js';
import { MANIFEST_FILE, previousExportFiles } from './export-manifest.js';

export interface ExportDir {
  dir: string;
  /** The files the previous export wrote. */
  previous: ReadonlySet<string>;
}

/** Makes `dir` when missing and checks that writing `files` there replaces nothing but an earlier export's files. */
export function openExportDir(dir: string, files: readonly string[]): ExportDir {
  const found = lstatSync(dir, { throwIfNoEntry: false });
  if (found && !found.isDirectory()) throw new InputError(`--out ${dir} is ${found.isSymbolicLink() ? 'a link' : 'a file'}; name a folder`);
  if (!found) {
    try {
      mkdirSync(dir, { recursive: true });
    } catch (error) {
      throw new InputError(`cannot create --out ${dir}: ${(error as NodeJS.ErrnoException).code ?? errorMessage(error)}`);
    }
  }
  const previous = previousExportFiles(dir);
  for (const file of files) {
    const existing = lstatSync(join(dir, file), { throwIfNoEntry: false });
    if (existing === undefined) continue;
    if (!existing.isFile() || !previous.has(file)) {
      throw new InputError(
        `${join(dir, file)} exists and no earlier export into ${dir} wrote it (its ${MANIFEST_FILE} does not list it); nothing was written: ` +
          'choose another --out folder, or move that file away',
      );
    }
  }
  return { dir, previous };
}

/** A temporary file for `file` in the folder (renamed into place by publishExport). */
export function temporaryExportFile(exportDir: ExportDir, file: string): string {
  return temporaryPathFor(join(exportDir.dir, file));
}

/**
 * Renames every written table into place, writes the manifest, and removes the previous export's files
 * that this one did not write; returns those removed.
 */
export function publishExport(exportDir: ExportDir, written: ReadonlyArray<{ file: string; temporary: string }>, manifest: string): string[] {
  for (const { file, temporary } of written) renameSync(temporary, join(exportDir.dir, file));
  writeFileAtomic(join(exportDir.dir, MANIFEST_FILE), manifest);
  const kept = new Set(written.map(({ file }) => file));
  const removed = [...exportDir.previous].filter((file) => !kept.has(file) && lstatSync(join(exportDir.dir, file), { throwIfNoEntry: false })?.isFile()).sort();
  for (const file of removed) rmSync(join(exportDir.dir, file), { force: true });
  return removed;
}

/** Removes the temporary files of an export that failed. */
export function discardExport(written: ReadonlyArray<{ temporary: string }>): void {
  for (const { temporary } of written) rmSync(temporary, { force: true });
}
