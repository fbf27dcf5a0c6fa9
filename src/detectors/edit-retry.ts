/**
 * edit-retry: an Edit/MultiEdit/Write/NotebookEdit — or a Codex apply_patch — fails on its own (its result is
 * an error: old string not found, file not read first or changed since, the patch did not apply — a call the
 * user rejected, one a permission rule denied, or one cancelled because a sibling in its batch failed, is no
 * failure) and the next call of the stream edits the same file (a patch: any file it names, relative paths
 * resolved against the call's working folder).
 * A retry comes after the agent saw the failure, in a later assistant message: the other calls of the
 * failure's own message (a parallel batch, issued before its result came back — e.g. edits cancelled with
 * "Sibling tool call errored") are neither a retry nor a call in between. Waste: the failed call's input
 * and result bytes.
 */
import type { ToolCall } from '../model/stream.js';
import { failedOnItsOwn, isEdit } from './lib/calls.js';
import { editedFilesOf } from './lib/paths.js';
import { defineDetector } from './types.js';
import meta from './metas/edit-retry.js';

export default defineDetector({
  meta,
  create({ report }) {
    /** The failed edits of the latest assistant message that had one, waiting for the next message's first call. */
    let failedInStep: ToolCall[] = [];
    return {
      call(call) {
        const [first] = failedInStep;
        if (first && call.step !== first.step) {
          const files = isEdit(call) ? editedFilesOf(call) : [];
          const failed = failedInStep.find((candidate) => editedFilesOf(candidate).some((file) => files.includes(file)));
          failedInStep = [];
          if (failed) {
            // each call is evidence once: the retry is not paired again
            report({ evidence: [failed, call], wastedBytes: Buffer.byteLength(JSON.stringify(failed.input)) + (failed.result?.bytes ?? 0) });
            return;
          }
        }
        if (isEdit(call) && failedOnItsOwn(call)) failedInStep.push(call);
      },
    };
  },
});
