/**
 * edit-retry: an Edit/MultiEdit/Write/NotebookEdit fails on its own (its result is an error: old string
 * not found, file not read first or changed since — a call the user rejected is no failure) and the
 * next call of the stream edits the same file. Waste: the failed call's input and result bytes.
 */
import type { ToolCall } from '../model/stream.js';
import { failedOnItsOwn, isEdit } from './lib/calls.js';
import { filePathOf } from './lib/paths.js';
import { defineDetector } from './types.js';

export default defineDetector({
  meta: {
    id: 'edit-retry',
    title: 'Failed edit retried at once',
    fires: 'an Edit/Write fails on its own (old string not found, file not read first) and the next call edits the same file again',
    tip: 'Read the exact lines before editing and copy old_string verbatim from them; one precise edit beats retrying a guess.',
    tipByFormat: {
      codex:
        "Print the exact lines (sed -n 'A,Bp' FILE) before an apply_patch and copy its context lines verbatim from them; one precise patch beats retrying a guess.",
    },
    rationale: 'A failed edit sends the whole old and new text for nothing, and the retry often fails the same way.',
    example: 'Edit src/app.ts fails with "String to replace not found in file", and the next call is another Edit of src/app.ts.',
    defaults: {},
  },
  create({ report }) {
    let previous: ToolCall | undefined;
    return {
      call(call) {
        const failed = previous;
        previous = call;
        if (!failed || !isEdit(failed) || !failedOnItsOwn(failed) || !isEdit(call)) return;
        const file = filePathOf(call);
        if (file === undefined || file !== filePathOf(failed)) return;
        previous = undefined; // each call is evidence once: the retry is not paired again
        report({ evidence: [failed, call], wastedBytes: Buffer.byteLength(JSON.stringify(failed.input)) + (failed.result?.bytes ?? 0) });
      },
    };
  },
});
