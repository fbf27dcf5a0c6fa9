/**
 * edit-retry: an Edit/MultiEdit/Write/NotebookEdit fails on its own (its result is an error: old string
 * not found, file not read first or changed since — a call the user rejected is no failure) and the
 * next call of the stream edits the same file. Waste: the failed call's input and result bytes.
 */
import type { ToolCall } from '../model/stream.js';
import { failedOnItsOwn, isEdit } from './lib/calls.js';
import { filePathOf } from './lib/paths.js';
import { defineDetector } from './types.js';
import meta from './metas/edit-retry.js';

export default defineDetector({
  meta,
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
