/**
 * repeated-glob: a Glob repeats an earlier Glob of the stream with the same `pattern` and `path` (the
 * path resolved; none means the working folder). Each call is evidence once: the third identical Glob
 * waits for a fourth. A Glob whose result is an error (it failed, or was cancelled with a sibling of its
 * batch or refused) listed nothing to reuse, nor cost a list: it counts for nothing. Waste: the repeat's result bytes.
 */
import type { ToolCall } from '../model/stream.js';
import { gaveNothing } from './lib/calls.js';
import { searchPathOf } from './lib/paths.js';
import { defineDetector } from './types.js';
import meta from './metas/repeated-glob.js';

export default defineDetector({
  meta,
  create({ report }) {
    const unpaired = new Map<string, ToolCall>();
    return {
      call(call) {
        if (call.tool !== 'Glob' || typeof call.input.pattern !== 'string' || gaveNothing(call)) return;
        const key = `${call.input.pattern}\u0000${searchPathOf(call)}`;
        const earlier = unpaired.get(key);
        if (!earlier) {
          unpaired.set(key, call);
          return;
        }
        unpaired.delete(key);
        report({ evidence: [earlier, call], wastedBytes: call.result?.bytes });
      },
    };
  },
});
