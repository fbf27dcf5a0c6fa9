/**
 * The folders of src/ form layers, and imports only point down (docs/architecture.md): a lower folder
 * never imports a higher one, folders of one layer do not import each other, and so the folder graph
 * has no cycle. Type-only imports count too: a type belongs in the layer that all its users stand on.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/paths.js';

/** Each folder's layer, lowest first. `errors` is src/errors.ts, `index` is src/index.ts (the library API). */
export const LAYERS: ReadonlyArray<readonly string[]> = [
  ['errors'],
  ['util', 'safety'],
  ['model'],
  ['ingest'],
  ['detectors'],
  ['corrections', 'delegation', 'routing'],
  ['config'],
  ['analyze'],
  ['views'],
  ['store'],
  ['render'],
  ['hook'],
  ['app'],
  ['cli'],
  ['index'],
];

const SRC = join(repoRoot, 'src');
const layerOf = new Map(LAYERS.flatMap((folders, rank) => folders.map((folder) => [folder, rank] as const)));

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((entry) => {
    const path = join(folder, entry);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : [];
  });
}

function folderOf(file: string): string {
  const parts = relative(SRC, file).split('/');
  return parts.length > 1 ? parts[0]! : parts[0]!.replace(/\.ts$/, '');
}

interface Edge {
  from: string;
  to: string;
  file: string;
  target: string;
}

function edges(): Edge[] {
  const found: Edge[] = [];
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/^(?:import|export)\b[^;]*?\bfrom\s+'(\.{1,2}\/[^']+)'/gms)) {
      const target = resolve(dirname(file), match[1]!).replace(/\.js$/, '.ts');
      const from = folderOf(file);
      const to = folderOf(target);
      if (from !== to) found.push({ from, to, file: relative(SRC, file), target: relative(SRC, target) });
    }
  }
  return found;
}

describe('the import graph of src/', () => {
  const all = edges();

  it('knows the layer of every folder', () => {
    const folders = [...new Set(sourceFiles(SRC).map(folderOf))].sort();
    expect(folders.filter((folder) => !layerOf.has(folder))).toEqual([]);
  });

  it('only points down the layers', () => {
    const upward = all.filter((edge) => layerOf.get(edge.from)! <= layerOf.get(edge.to)!).map((edge) => `${edge.file} -> ${edge.target}`);
    expect(upward).toEqual([]);
  });
});
