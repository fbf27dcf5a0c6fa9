/**
 * V8 runs a regular expression in its bytecode interpreter first and compiles it to machine code only later
 * ("tier-up"). `analyze` runs each of the human-turn classifier's cue patterns (hundreds per language) on every
 * sentence of every human turn, and there the interpreter's first runs cost: with every pattern compiled from its
 * first use, `analyze --jobs 1` took 2.19 s instead of 2.54 s on 90 MB of the bench corpus and 0.79 s instead of
 * 1.00 s on the shared corpus (docs/performance.md). Both tiers run the same expression, so no result changes (a
 * corpus test compares a run forced into the interpreter with the default). The flag is the process's: worker
 * threads started after it compile the same way. Start-up paths (tips, the hooks) do not set it: they run few
 * patterns, once.
 */
import { setFlagsFromString } from 'node:v8';

let compiling = false;

/** From now on, every regular expression is compiled to machine code on its first run. */
export function compileRegExpsOnFirstUse(): void {
  if (compiling) return;
  compiling = true;
  setFlagsFromString('--no-regexp-tier-up');
}
