/**
 * read-without-limit: a Read with neither offset nor limit of file F, where F was the `path` of a Grep
 * or is named in a Grep's result within the 20 calls before. When the log tells the file's length, only
 * files of more than 200 lines count (agent-framework logs tell none: nothing is excluded there).
 * Waste: the Read's result bytes.
 */
import type { ToolCall } from '../model/stream.js';
import { isRead, isUnboundedRead } from './lib/calls.js';
import { filePathOf, resolveCallPath, searchPathOf } from './lib/paths.js';
import { defineDetector } from './types.js';
import meta from './metas/read-without-limit.js';

export default defineDetector({
  meta,
  create({ options, report }) {
    const greps: Array<{ call: ToolCall; files: Set<string> }> = [];
    return {
      call(call) {
        while (greps[0] !== undefined && call.index - greps[0].call.index > options.lookback) greps.shift();
        if (call.tool === 'Grep') {
          greps.push({ call, files: searchedFiles(call) });
          return;
        }
        if (!isRead(call) || !isUnboundedRead(call) || isShortFile(call, options.minLines)) return;
        const file = filePathOf(call);
        const grep = file === undefined ? undefined : [...greps].reverse().find((candidate) => candidate.files.has(file));
        if (grep) report({ evidence: [grep.call, call], wastedBytes: call.result?.bytes });
      },
    };
  },
});

function searchedFiles(grep: ToolCall): Set<string> {
  const files = new Set<string>();
  if (typeof grep.input.path === 'string') files.add(searchPathOf(grep));
  for (const name of grep.result?.files ?? []) files.add(resolveCallPath(name, grep));
  return files;
}

function isShortFile(read: ToolCall, minLines: number): boolean {
  const total = read.result?.read?.totalLines;
  return total !== undefined && total <= minLines;
}
