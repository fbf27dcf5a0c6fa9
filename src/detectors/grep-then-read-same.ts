/**
 * grep-then-read-same: a Read of file F within 5 calls after a Grep whose `path` is exactly F, and the
 * Read has neither offset nor limit. The Read succeeding shows F is a file, not a folder (a Read of a
 * folder fails). Waste: the Read's result bytes.
 */
import type { ToolCall } from '../model/stream.js';
import { isRead, isUnboundedRead, succeeded } from './lib/calls.js';
import { filePathOf, searchPathOf } from './lib/paths.js';
import { defineDetector } from './types.js';

export default defineDetector({
  meta: {
    id: 'grep-then-read-same',
    title: 'Grep a file, then Read it whole',
    fires: 'a Read of file F, with neither offset nor limit, comes within {within} calls after a Grep whose path is exactly F',
    tip: 'After a Grep of one file, use its output with -C N context lines instead of reading the whole file again.',
    tipByFormat: { codex: 'After an rg of one file, use its output with -C N context lines instead of printing the whole file again with cat.' },
    rationale: 'The Grep already found the lines that matter; reading the entire file afterwards repeats them and adds everything else.',
    example: 'Grep "refresh_token" in src/auth/tokens.py, then Read src/auth/tokens.py without offset or limit.',
    defaults: { within: 5 },
  },
  create({ options, report }) {
    const greps: ToolCall[] = [];
    const used = new Set<string>();
    return {
      call(call) {
        if (call.tool === 'Grep' && typeof call.input.path === 'string') {
          greps.push(call);
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
