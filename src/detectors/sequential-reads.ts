/**
 * sequential-reads: a window of 5 calls holds ≥3 Reads of distinct files, from at least two assistant
 * messages (a parallel batch is one step), with no search (Grep, Glob, or a searching Bash command) in
 * that window or in the 5 calls before it. In the window each file counts once, by its first Read there:
 * a later Read of a file already read in the window is a re-read (repeated-read's business), even when
 * that first Read was already evidence of an occurrence. A Read that never ran (cancelled with a sibling of
 * its batch, or refused) is no Read. Waste: the bytes of all the Reads but the largest one — a search first
 * would have pointed at one file.
 */
import type { ToolCall } from '../model/stream.js';
import { maxOf } from '../util/arrays.js';
import { isRead, isSearch, neverRan } from './lib/calls.js';
import { filePathOf } from './lib/paths.js';
import { defineDetector } from './types.js';
import meta from './metas/sequential-reads.js';

export default defineDetector({
  meta,
  create({ options, report }) {
    const recent: ToolCall[] = [];
    const used = new Set<string>();
    return {
      call(call) {
        recent.push(call);
        if (recent.length > options.window + options.searchLookback) recent.shift();
        if (!isRead(call) || neverRan(call)) return;
        const window = recent.slice(-options.window);
        if (recent.some(isSearch)) return;
        const reads = distinctFileReads(window.filter((candidate) => isRead(candidate) && !neverRan(candidate))).filter((read) => !used.has(read.id));
        if (reads.length < options.minReads || new Set(reads.map((read) => read.step)).size < 2) return;
        for (const read of reads) used.add(read.id);
        report({ evidence: reads, wastedBytes: bytesButLargest(reads) });
      },
    };
  },
});

/** One Read per file, the first of each. */
function distinctFileReads(reads: ToolCall[]): ToolCall[] {
  const seen = new Set<string>();
  return reads.filter((read) => {
    const path = filePathOf(read);
    if (path === undefined || seen.has(path)) return false;
    seen.add(path);
    return true;
  });
}

function bytesButLargest(reads: ToolCall[]): number | undefined {
  const sizes = reads.map((read) => read.result?.bytes).filter((size): size is number => size !== undefined);
  if (sizes.length === 0) return undefined;
  return sizes.reduce((sum, size) => sum + size, 0) - (maxOf(sizes) ?? 0);
}
