/**
 * read-without-limit: a Read with neither offset nor limit of file F, where F was the `path` of a Grep
 * or is named in a Grep's result within the 20 calls before. When the log tells the file's length, only
 * files of more than 200 lines count (agent-framework logs tell none: nothing is excluded there).
 * One piece of evidence, one occurrence: a Grep that was evidence of an occurrence is not evidence of
 * another, so of several whole-file Reads after one Grep only the first fires (each later one fires only
 * if another Grep within reach names its file). A Grep whose result is an error (it failed, or was cancelled
 * or refused) located nothing, and a Read that never ran (cancelled with a sibling, refused) read nothing:
 * neither counts; nor does a Read whose output the harness kept out of the context (Claude Code 2.1.x saves a
 * result too large for it to a file and shows the model a 2 KB preview): the whole file never reached it.
 * Waste: the Read's result bytes.
 */
import type { ToolCall } from '../model/stream.js';
import { gaveNothing, isRead, isUnboundedRead, neverRan } from './lib/calls.js';
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
          if (!gaveNothing(call)) greps.push({ call, files: searchedFiles(call) });
          return;
        }
        if (!isRead(call) || !isUnboundedRead(call) || neverRan(call) || call.result?.persisted || isShortFile(call, options.minLines)) return;
        const file = filePathOf(call);
        if (file === undefined) return;
        const at = latestNaming(greps, file);
        const grep = greps[at];
        if (!grep) return;
        greps.splice(at, 1); // one Grep, one occurrence
        report({ evidence: [grep.call, call], wastedBytes: call.result?.bytes });
      },
    };
  },
});

/** Index of the latest Grep that names `file`, or -1. */
function latestNaming(greps: ReadonlyArray<{ files: Set<string> }>, file: string): number {
  for (let at = greps.length - 1; at >= 0; at--) if (greps[at]?.files.has(file)) return at;
  return -1;
}

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
