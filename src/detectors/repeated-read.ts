/**
 * repeated-read: a Read is a re-read when its line range overlaps an earlier successful Read of the same
 * file since that file was last changed by a successful edit or write; the detector fires at a file's
 * second re-read. The range is the one the result reports (startLine, numLines) when the log has it,
 * else offset..offset+limit, the whole file when unbounded. Paging through a file in ranges that do not
 * overlap never fires; a failed Read read nothing. Waste: the two re-reads' result bytes.
 */
import type { ToolCall } from '../model/stream.js';
import { isEdit, isRead, resultBytes, succeeded } from './lib/calls.js';
import { filePathOf } from './lib/paths.js';
import { defineDetector } from './types.js';
import meta from './metas/repeated-read.js';

interface LineRange {
  first: number;
  last: number;
}

interface FileReads {
  ranges: LineRange[];
  rereads: ToolCall[];
}

export default defineDetector({
  meta,
  create({ options, report }) {
    const files = new Map<string, FileReads>();
    return {
      call(call) {
        const file = filePathOf(call);
        if (file === undefined) return;
        if (isEdit(call)) {
          if (succeeded(call)) files.delete(file);
          return;
        }
        if (!isRead(call) || !succeeded(call)) return;
        const range = rangeOf(call);
        if (!range) return;
        const reads = files.get(file) ?? { ranges: [], rereads: [] };
        files.set(file, reads);
        if (reads.ranges.some((earlier) => overlaps(earlier, range))) reads.rereads.push(call);
        reads.ranges.push(range);
        if (reads.rereads.length < options.rereadsToFire) return;
        const evidence = reads.rereads;
        reads.rereads = [];
        report({ evidence, wastedBytes: resultBytes(evidence) });
      },
    };
  },
});

function rangeOf(read: ToolCall): LineRange | undefined {
  const extent = read.result?.read;
  if (extent) return extent.numLines > 0 ? { first: extent.startLine, last: extent.startLine + extent.numLines - 1 } : undefined;
  const offset = typeof read.input.offset === 'number' ? read.input.offset : 1;
  const limit = typeof read.input.limit === 'number' ? read.input.limit : Number.POSITIVE_INFINITY;
  return { first: offset, last: offset + limit - 1 };
}

function overlaps(a: LineRange, b: LineRange): boolean {
  return a.first <= b.last && b.first <= a.last;
}
