/**
 * repeated-glob: a Glob repeats an earlier Glob of the stream with the same `pattern` and `path` (the
 * path resolved; none means the working folder). Each call is evidence once: the third identical Glob
 * waits for a fourth. Waste: the repeat's result bytes.
 */
import type { ToolCall } from '../model/stream.js';
import { searchPathOf } from './lib/paths.js';
import { defineDetector } from './types.js';

export default defineDetector({
  meta: {
    id: 'repeated-glob',
    title: 'The same Glob twice',
    fires: 'a Glob repeats an earlier Glob of the stream with the same pattern and path',
    tip: 'Reuse the result of a Glob you already ran, or use one broader pattern, instead of running the same Glob again.',
    tipByFormat: {
      codex: 'Reuse the file list of an rg --files or find you already ran, or use one broader pattern, instead of running the same listing again.',
    },
    rationale: 'An identical Glob returns the same file list; the second call only adds a round trip and tokens.',
    example: 'Glob "**/*.py" early in the task, then Glob "**/*.py" again a few steps later.',
    defaults: {},
  },
  create({ report }) {
    const unpaired = new Map<string, ToolCall>();
    return {
      call(call) {
        if (call.tool !== 'Glob' || typeof call.input.pattern !== 'string') return;
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
