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

export default defineDetector({
  meta: {
    id: 'read-without-limit',
    title: 'Whole-file Read after a search',
    fires:
      'a Read with neither offset nor limit of a file that a Grep searched or named in the {lookback} calls before ' +
      '(files of more than {minLines} lines, where the log tells)',
    tip: 'When a search already located the lines you need, Read with offset and limit (or Grep with -C) rather than reading the whole file.',
    tipByFormat: { codex: "When rg already located the lines you need, print only them with sed -n 'A,Bp' (or rg -C N) rather than cat-ing the whole file." },
    rationale: 'A long file read in full after a search fills the context with lines the search showed were not needed.',
    example: 'Grep "parse_config" finds src/config.py:412, then Read src/config.py (1,800 lines) without offset or limit.',
    defaults: { lookback: 20, minLines: 200 },
  },
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
