/**
 * Builds the benchmark corpus: copies ../shared/corpus again and again under new project folders and
 * new session ids (file names and the ids inside the lines), until it holds at least the target size.
 * The result is cached in bench/.cache/corpus-<MB>mb and reused while it is complete.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
const TASK_ID = /impl-[0-9a-f]{8}/g;

export function listFiles(root) {
  const out = [];
  for (const entry of readdirSync(root, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const path = join(root, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(path));
    else if (entry.name.endsWith('.jsonl')) out.push(path);
  }
  return out;
}

/** A new id per copy, of the same shape: the last 12 hex digits shifted by the copy number. */
function remapUuid(uuid, copy) {
  const tail = (BigInt(`0x${uuid.slice(24)}`) + BigInt(copy) * 0x9e3779b1n) % 2n ** 48n;
  return `${uuid.slice(0, 24)}${tail.toString(16).padStart(12, '0')}`;
}

function renamed(text, copy) {
  return text.replace(UUID, (uuid) => remapUuid(uuid, copy)).replace(TASK_ID, (id) => `${id}-c${copy}`);
}

export function buildCorpus(sourceDir, targetDir, targetBytes) {
  const marker = join(targetDir, '.complete');
  if (existsSync(marker)) return JSON.parse(readFileSync(marker, 'utf8'));
  rmSync(targetDir, { recursive: true, force: true });
  const files = listFiles(sourceDir).map((path) => ({ rel: relative(sourceDir, path), text: readFileSync(path, 'utf8') }));
  const copyBytes = files.reduce((sum, file) => sum + Buffer.byteLength(file.text), 0);
  const copies = Math.ceil(targetBytes / copyBytes);
  let bytes = 0;
  let count = 0;
  for (let copy = 1; copy <= copies; copy++) {
    for (const file of files) {
      // new project folder per copy: claude-code/projects/<project>-copy<N>/…, synthetic-copy<N>/…
      const parts = file.rel.split('/');
      if (parts[0] === 'claude-code') parts[2] = `${parts[2]}-copy${copy}`;
      else parts[0] = `${parts[0]}-copy${copy}`;
      const target = join(targetDir, renamed(parts.join('/'), copy));
      mkdirSync(dirname(target), { recursive: true });
      const text = renamed(file.text, copy);
      writeFileSync(target, text);
      bytes += Buffer.byteLength(text);
      count++;
    }
  }
  const summary = { files: count, bytes, copies };
  writeFileSync(marker, JSON.stringify(summary));
  return summary;
}

export function corpusBytes(dir) {
  return listFiles(dir).reduce((sum, path) => sum + statSync(path).size, 0);
}

/** All Claude Code transcripts of the corpus (its `claudeFolder`) in one file: memory must not grow with a file's size. */
export function buildOneFile(corpusDir, target, claudeFolder = 'claude-code') {
  if (existsSync(target)) return statSync(target).size;
  const parts = listFiles(join(corpusDir, claudeFolder)).map((path) => readFileSync(path));
  writeFileSync(target, Buffer.concat(parts));
  return statSync(target).size;
}
