/**
 * The yaml package, loaded the first time it is needed: it costs ~20 ms of start-up, which a command
 * run without a config file (and a hook in a project without front matter) never pays. yaml is a
 * CommonJS package on Node, so `require` gives the same module `import` would, synchronously.
 */
import { createRequire } from 'node:module';
import type * as Yaml from 'yaml';

let loaded: typeof Yaml | undefined;

export function lazyYaml(): typeof Yaml {
  loaded ??= createRequire(import.meta.url)('yaml') as typeof Yaml;
  return loaded;
}
