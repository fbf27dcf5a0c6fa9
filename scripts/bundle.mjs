/**
 * `npm run build`'s last step: dist/ bundled into dist/bundle/ with esbuild — one module per entry and
 * shared chunks, dynamic imports kept lazy (splitting) — so that a command loads a few files instead of
 * ~80 modules one by one (Node 20 has no compile cache): `tips` and the hooks start ~15–20 ms sooner.
 * Dependencies stay outside (node_modules), but for yaml: a CommonJS package of ~70 files that Node
 * resolves and wraps one by one (~20 ms), bundled into one file beside the chunks (~9 ms), which
 * util/lazy-yaml.js loads the first time a config file or skill front matter is read — the live hook
 * reads a project's skills on every call. bin/tip-miner.js runs the bundle when it is there, else dist/.
 */
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outdir = join(root, 'dist', 'bundle');
const YAML_FILE = 'yaml.cjs';

/** util/lazy-yaml.js requires the package by name; in the bundle it requires the one-file copy instead. */
const bundledYaml = {
  name: 'bundled-yaml',
  setup(builder) {
    builder.onLoad({ filter: /[\\/]dist[\\/]util[\\/]lazy-yaml\.js$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const contents = source.replace("('yaml')", `('./${YAML_FILE}')`);
      if (contents === source) throw new Error(`${args.path} no longer requires 'yaml': update scripts/bundle.mjs`);
      return { contents, loader: 'js' };
    });
  },
};

/**
 * The fast bundle reads no log (`tips` and the hooks name formats, and the post-tool-use hook reads its transcript's
 * tail with the Claude Code adapter it imports itself): each agent profile's lazy `reader` is left out of it, so
 * the readers of every agent are not inlined into the one file those commands compile at every start.
 */
const withoutLogReaders = {
  name: 'without-log-readers',
  setup(builder) {
    builder.onLoad({ filter: /[\\/]dist[\\/]ingest[\\/]formats[\\/][^\\/]+[\\/]agent\.js$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const contents = source.replace(/import\('\.\/index\.js'\)/g, "Promise.reject(new Error('the fast bundle reads no log'))");
      if (contents === source) throw new Error(`${args.path} no longer imports its reader as import('./index.js'): update scripts/bundle.mjs`);
      return { contents, loader: 'js' };
    });
  },
};

/** Every build: one bundle for Node 20. */
const NODE = { bundle: true, platform: 'node', target: 'node20', logLevel: 'warning' };
/** tip-miner's own code: ES modules, the packages left in node_modules (yaml aside). */
const OWN_CODE = { ...NODE, format: 'esm', packages: 'external', plugins: [bundledYaml] };

rmSync(outdir, { recursive: true, force: true });
await build({ ...OWN_CODE, entryPoints: [join(root, 'dist', 'cli', 'main.js')], outdir, splitting: true });
// `tips` and the hooks as one file with all they load (bin/tip-miner.js tries it first for them): no
// splitting, their dynamic imports inlined, so they resolve and compile one module instead of ~30 chunks.
// CommonJS, so that cli/fast-bundle.js can compile it with a V8 code cache (vm.Script; Node 20 has no
// code cache for ES modules): import.meta.url (util/lazy-yaml.js) becomes the file's own URL.
const MODULE_URL = '__tipMinerModuleUrl';
await build({
  ...OWN_CODE,
  format: 'cjs',
  plugins: [...OWN_CODE.plugins, withoutLogReaders],
  entryPoints: [join(root, 'dist', 'cli', 'fast-main.js')],
  outfile: join(outdir, 'fast.cjs'),
  define: { 'import.meta.url': MODULE_URL },
  banner: { js: `const ${MODULE_URL} = require("node:url").pathToFileURL(__filename).href;` },
});
// what bin/tip-miner.js (CommonJS: no ES module loader for the fast commands) runs the fast bundle with
await build({ ...NODE, format: 'cjs', entryPoints: [join(root, 'dist', 'cli', 'fast-bundle.js')], outfile: join(outdir, 'fast-bundle.cjs') });
await build({ ...NODE, entryPoints: [createRequire(import.meta.url).resolve('yaml')], outfile: join(outdir, YAML_FILE), format: 'cjs' });
