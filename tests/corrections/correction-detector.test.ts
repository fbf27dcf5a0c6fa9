import { describe, expect, it } from 'vitest';
import { CorrectionDetector } from '../../src/corrections/correction-detector.js';
import type { Correction } from '../../src/corrections/types.js';
import type { Refusal, StreamKey } from '../../src/model/events.js';
import type { StreamItem } from '../../src/model/stream.js';

const FILE = '/logs/session.jsonl';
const main: StreamKey = { sessionId: 's1', streamId: 'main' };
const subAgent: StreamKey = { sessionId: 's1', streamId: 'agent-1' };

let line = 0;
function call(refusal?: Refusal): StreamItem {
  line++;
  return {
    type: 'call',
    call: {
      id: `c${line}`,
      tool: 'Edit',
      rawTool: 'Edit',
      input: {},
      step: `m${line}`,
      index: line,
      location: { file: FILE, line },
      result: { isError: refusal !== undefined, location: { file: FILE, line: line + 1 }, ...(refusal && { refusal }) },
    },
  };
}
function bash(command: string): StreamItem {
  const item = call();
  if (item.type === 'call') Object.assign(item.call, { tool: 'Bash', rawTool: 'Bash', input: { command } });
  return item;
}
function user(text: string): StreamItem {
  line++;
  return { type: 'user', turn: { text, location: { file: FILE, line } } };
}
function said(text: string): StreamItem {
  return { type: 'agent-text', text };
}
function interrupt(): StreamItem {
  line++;
  return { type: 'interrupt', location: { file: FILE, line } };
}

function detect(items: Array<[StreamKey, StreamItem]>): Correction[] {
  const found: Correction[] = [];
  const detector = new CorrectionDetector((correction) => found.push(correction));
  for (const [stream, item] of items) detector.onItem(stream, item);
  return found;
}

describe('CorrectionDetector', () => {
  it('takes a rejection reason as a correction at the line of its tool result', () => {
    const rejected = call({ kind: 'rejected', reason: 'use pnpm' });
    const [found] = detect([
      [main, user('set up the project')],
      [main, rejected],
    ]);
    expect(found).toMatchObject({
      kind: 'rejection-reason',
      text: 'use pnpm',
      line: (rejected as { call: { result: { location: { line: number } } } }).call.result.location.line,
      explicit: true,
    });
  });

  it('takes the message after a rejection without reason or an interrupt', () => {
    const found = detect([
      [main, user('refactor the filter')],
      [main, call({ kind: 'rejected' })],
      [main, interrupt()],
      [main, user('You can set group.visible using the vis library which is less work')],
      [main, call()],
      [main, user('looks fine, carry on with the rest of it')],
    ]);
    expect(found.map((correction) => correction.kind)).toEqual(['after-refusal']);
  });

  // agent-terms.ts: a "don't" beside other content corrects when it names what the agent said or did since the human spoke
  it('reads a turn against what the agent did since the human spoke, not only its last words', () => {
    const turn = "the old worktrees still hold stale lockfiles, don't reuse them";
    const after = (work: StreamItem): Correction[] =>
      detect([
        [main, user('fix the login redirect')],
        [main, work],
        [main, said('Fixed, the PR is up.')],
        [main, user(turn)],
      ]);
    expect(after(bash('git worktree add ../fix-login -b fix-login')).map((correction) => correction.text)).toEqual([turn]);
    expect(after(call())).toEqual([]);
  });

  // classify-text.ts KEEPS_OFF: hands kept off something before the agent changed anything since the human spoke
  it('reads "don\'t touch X" as a limit of the work to come when the agent only looked since the human spoke', () => {
    const turn = "don't touch the billing module for this, only the invoice screen";
    const after = (work: StreamItem): Correction[] =>
      detect([
        [main, user('add the VAT number to the invoices')],
        [main, bash('sed -i s/a/b/ src/setup.ts')],
        [main, user('thanks, now the invoice part')],
        [main, work],
        [main, said('I will change the billing module and the invoice screen.')],
        [main, user(turn)],
      ]);
    expect(after(bash('grep -rn vat src/billing'))).toEqual([]);
    expect(after(bash('sed -i s/vat/tax_id/ src/billing/vat.ts')).map((correction) => correction.text)).toEqual([turn]);
  });

  it('never reads a sub-agent prompt, even one full of correction words', () => {
    expect(
      detect([
        [subAgent, call()],
        [subAgent, user("No, don't edit config.rs. ALWAYS use pnpm.")],
      ]),
    ).toEqual([]);
  });

  it('never takes the first human message of a stream (a task, not a correction)', () => {
    expect(detect([[main, user("Don't stop until every test passes, and never use npm")]])).toEqual([]);
  });

  it('ignores siblings cancelled with a rejected call ("doesn\'t want to take this action right now")', () => {
    const found = detect([
      [main, user('start')],
      [main, call({ kind: 'cancelled' })],
      [main, call({ kind: 'cancelled' })],
      [main, user('I think the library sets it inline')],
    ]);
    expect(found).toEqual([]);
  });

  it('ignores headless permission denials: nobody refused anything', () => {
    const found = detect([
      [main, user('start')],
      [main, call({ kind: 'denied' })],
      [main, user('I think the library sets it inline')],
    ]);
    expect(found).toEqual([]);
  });

  it('finds correction language after agent actions', () => {
    const [found] = detect([
      [main, user('add the endpoint')],
      [main, call()],
      [main, user('no, use pnpm not npm')],
    ]);
    expect(found).toMatchObject({ kind: 'instruction', rule: 'use pnpm not npm', sessionId: 's1', streamId: 'main' });
  });

  it('reads a "no, …" right after the agent asked as an answer, and the same words after its work as a correction', () => {
    const answered = detect([
      [main, user('add the export')],
      [main, call()],
      [main, said('Done. Should I write it as CSV or as JSON lines?')],
      [main, user("no, let's do JSON lines")],
    ]);
    expect(answered).toEqual([]);
    const corrected = detect([
      [main, user('add the export')],
      [main, call()],
      [main, said('Done: the export writes CSV.')],
      [main, user('no, use JSON lines, not CSV')],
    ]);
    expect(corrected.map((correction) => correction.kind)).toEqual(['instruction']);
  });

  it('takes the statement after a rejected call as its reason, not one after an interrupt alone', () => {
    const rejected = detect([
      [main, user('fix the filter')],
      [main, call({ kind: 'rejected' })],
      [main, user('I think the library sets it, it is an inline style')],
    ]);
    expect(rejected.map((correction) => correction.kind)).toEqual(['after-refusal']);
    const interrupted = detect([
      [main, user('fix the filter')],
      [main, call()],
      [main, interrupt()],
      [main, user('I think the library sets it, it is an inline style')],
    ]);
    expect(interrupted).toEqual([]);
  });

  it("never takes a harness text written as a rejection's reason (the question dialog's clarify), nor a question re-asked after it", () => {
    const found = detect([
      [main, user('what should the cache key be?')],
      [main, call({ kind: 'rejected', reason: 'The user wants to clarify these questions.\n    This means they may have additional information' })],
      [main, user('what should the cache key be? the user id or the session id')],
    ]);
    expect(found).toEqual([]);
  });

  it('says what every turn it read was', () => {
    const kinds: string[] = [];
    const detector = new CorrectionDetector(
      () => undefined,
      (turn) => kinds.push(turn.kind),
    );
    for (const item of [
      user('add the export'),
      call(),
      user('ok thanks'),
      user('did you push?'),
      user('still getting a 500 on /export'),
      user('never push to main'),
    ])
      detector.onItem(main, item);
    expect(kinds).toEqual(['acknowledgement', 'question', 'failure-report', 'correction']);
  });
});
