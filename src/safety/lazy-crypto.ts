/**
 * node:crypto, loaded the first time it is needed: loading it costs ~8 ms of start-up (its ~20 internal
 * modules), which the hook and `tips` pay on every call for a hash they rarely take (an odd session id, a long
 * repository name) and a nonce they take only to colour a terminal. A built-in module: `require` gives the
 * same module `import` would, synchronously.
 */
import { createRequire } from 'node:module';

type Crypto = typeof import('node:crypto');

let loaded: Crypto | undefined;

export function lazyCrypto(): Crypto {
  loaded ??= createRequire(import.meta.url)('node:crypto') as Crypto;
  return loaded;
}
