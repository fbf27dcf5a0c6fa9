/**
 * The folder of tip-miner's own package.json, found by walking up from a module's URL: the same from
 * dist/ as built by tsc, from the bundle (dist/bundle/, whose chunks sit at another depth) and from the
 * TypeScript sources under the tests.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE_NAME = 'tip-miner';

export function packageRoot(moduleUrl: string): string {
  let folder = dirname(fileURLToPath(moduleUrl));
  for (;;) {
    const manifest = join(folder, 'package.json');
    if (existsSync(manifest) && nameOf(manifest) === PACKAGE_NAME) return folder;
    const parent = dirname(folder);
    if (parent === folder) throw new Error(`no package.json of ${PACKAGE_NAME} above ${fileURLToPath(moduleUrl)}`);
    folder = parent;
  }
}

function nameOf(manifest: string): string | undefined {
  try {
    return (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name;
  } catch {
    return undefined;
  }
}
