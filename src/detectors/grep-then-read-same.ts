/**
 * grep-then-read-same: a Read of file F within 5 calls after a Grep whose `path` is exactly F, and the
 * Read has neither offset nor limit. The Read succeeding shows F is a file, not a folder (a Read of a
 * folder fails). A Grep whose result is an error (it failed, or was cancelled with a sibling or refused)
 * printed no lines, so it counts for nothing. Waste: the Read's result bytes.
 */
import type { ToolCall } from '../model/stream.js';
import { gaveNothing, isRead, isUnboundedRead, succeeded } from './lib/calls.js';
import { filePathOf, searchPathOf } from './lib/paths.js';
import { defineDetector } from './types.js';
import meta from './metas/grep-then-read-same.js';

export default defineDetector({
  meta,
  create({ options, report }) {
    const greps: ToolCall[] = [];
    const used = new Set<string>();
    return {
      call(call) {
        if (call.tool === 'Grep' && typeof call.input.path === 'string') {
          if (!gaveNothing(call)) greps.push(call);
          return;
        }
        if (!isRead(call) || !isUnboundedRead(call) || !succeeded(call)) return;
        const file = filePathOf(call);
        const grep = greps.find((candidate) => !used.has(candidate.id) && call.index - candidate.index <= options.within && searchPathOf(candidate) === file);
        while (greps[0] !== undefined && call.index - greps[0].index > options.within) greps.shift();
        if (!grep) return;
        used.add(grep.id);
        report({ evidence: [grep, call], wastedBytes: call.result?.bytes });
      },
    };
  },
});
