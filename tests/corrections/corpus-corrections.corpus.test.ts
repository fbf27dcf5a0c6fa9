/**
 * Corrections in ../shared/corpus, each checked by hand against its log line: rejection reasons, the
 * message after a rejection or an interrupt, and correction language after agent actions. Questions,
 * task requests, acknowledgements, plan approvals, first prompts and sub-agent prompts of the corpus are not here;
 * failure reports after the agent's changes are (kind failure-report). eval/labels/corpus.json labels every human turn.
 */
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { analyze } from '../../src/analyze/analyze.js';
import { clusterCorrections } from '../../src/corrections/propose.js';
import { currentProposals } from '../../src/app/proposals.js';
import { storedCorrections } from '../../src/store/corrections.js';
import { HistoryDb } from '../../src/store/history-db.js';
import { analyzeIntoHistory } from '../../src/app/analyze-into-history.js';
import { stateDir } from '../helpers/cli.js';
import { corpus, corpusDir } from '../helpers/paths.js';

const PNPM_SESSION = 'claude-code/projects/-Users-dain-workspace-JSSoundRecorder/7acd37a8-2745-4b58-a8a9-46164b22ad9e.jsonl';

const CORRECTIONS: Array<[string, number, string]> = [
  // "I have both Node and Python, but I don't want to make it only work for me …" after an interrupt
  [PNPM_SESSION, 59, 'after-refusal'],
  // Edit rejected with the reason "use pnpm"
  [PNPM_SESSION, 77, 'rejection-reason'],
  // three times: rejected edit → interrupt → the user's redirect
  ['claude-code/projects/-Users-dain-workspace-claude-code-log-sample/0d3a8e6f-290f-4105-a327-a2496e5e2a83.jsonl', 16, 'after-refusal'],
  ['claude-code/projects/-Users-dain-workspace-claude-code-log-sample/0d3a8e6f-290f-4105-a327-a2496e5e2a83.jsonl', 21, 'after-refusal'],
  ['claude-code/projects/-Users-dain-workspace-claude-code-log-sample/0d3a8e6f-290f-4105-a327-a2496e5e2a83.jsonl', 46, 'after-refusal'],
  // (line 12, "oh, I didn't find those … links helpful, can you please replace them … instead?", is a request: the agent had only run git diff)
  // after an interrupt: "I'd actually love that test to be saved a permanent unit test"
  ['claude-code/projects/-Users-dain-workspace-claude-code-log-sample/37f83ec9-f2ea-42a9-925e-0d5c105cb6e8.jsonl', 74, 'after-refusal'],
  // (line 194, after a rejected Edit, "Do we even need _generate_html_with_combined_link then?", is a question: it only hints)
  // after the agent's changes: "Oh no, we lost the session navigation section from the combined transcript somehow :("
  ['claude-code/projects/-Users-dain-workspace-claude-code-log-sample/37f83ec9-f2ea-42a9-925e-0d5c105cb6e8.jsonl', 294, 'failure-report'],
  // after the agent's lint fixes: "A couple of tests are unhappy now:" (a pasted pytest failure follows)
  ['claude-code/projects/-Users-dain-workspace-claude-code-log-sample/937c6e6b-27e7-4edd-86f1-ad28f9731841.jsonl', 43, 'failure-report'],
  // "Wait, does it only run on main? I think we should run it on all push? …"
  ['claude-code/projects/-Users-dain-workspace-claude-code-log-sample/fe869ecb-c176-478f-9734-7e4b8ef12cff.jsonl', 48, 'instruction'],
  // Edit rejected with the reason "Let's keep the name of the py file but change the pyproject script …"
  ['claude-code/projects/-Users-dain-workspace-coderabbit-review-helper/cb2e607c-c758-415a-8b45-c49e4631906a.jsonl', 15, 'rejection-reason'],
  // after an interrupt: "We need to find a cleaner way to reinstall …" (a pasted doc page follows; its "instead" is not read)
  ['claude-code/projects/-Users-dain-workspace-coderabbit-review-helper/cb2e607c-c758-415a-8b45-c49e4631906a.jsonl', 262, 'after-refusal'],
  // Codex: rejected patch, turn aborted, then "no, don't edit config.rs, the bug is in the caller in main.rs"
  ['synthetic/codex-rollout.jsonl', 18, 'after-refusal'],
];

const opened: HistoryDb[] = [];
afterEach(() => {
  for (const db of opened.splice(0)) db.close();
});

describe('corrections on the real corpus', () => {
  it('are exactly the hand-checked ones, all in main threads', async () => {
    const { corrections, report } = await analyze({ paths: [corpusDir()] });
    expect(corrections.map((correction) => [correction.file, correction.line, correction.kind])).toEqual(
      CORRECTIONS.map(([file, line, kind]) => [corpus(file), line, kind]),
    );
    expect(corrections.every((correction) => correction.streamId === 'main')).toBe(true);
    expect(report.corrections).toBe(CORRECTIONS.length);
  });

  it('the rejection reason "use pnpm" becomes a correction and a proposal with evidence at its line', async () => {
    const db = HistoryDb.open(join(stateDir(), 'history.db'));
    opened.push(db);
    await analyzeIntoHistory({ db, paths: [corpusDir()], now: 1_800_000_000 });
    const pnpm = storedCorrections(db).find((correction) => correction.rule === 'use pnpm');
    expect(pnpm).toMatchObject({ file: corpus(PNPM_SESSION), line: 77, kind: 'rejection-reason', text: 'use pnpm', explicit: true, repo: 'JSSoundRecorder' });
    const { summary } = currentProposals(db, { now: 1_800_000_000, maxProposals: 5, minConfidence: 0.6 });
    // single-session redirects are not proposed: only the explicit, general rejection reason is
    expect(summary.proposals).toHaveLength(1);
    expect(summary.proposals[0]).toMatchObject({ content: 'Use pnpm', category: 'preference', scope: 'language:javascript', sessions: 1 });
    expect(summary.proposals[0]!.evidence).toEqual([
      expect.objectContaining({ file: corpus(PNPM_SESSION), line: 77, quote: 'use pnpm', session: '7acd37a8-2745-4b58-a8a9-46164b22ad9e' }),
    ]);
    // failure reports (confidence 0.5) are below proposals' minimum confidence: counted elsewhere, never a rule
    expect(summary.total_corrections).toBe(CORRECTIONS.filter(([, , kind]) => kind !== 'failure-report').length);
  });

  it('clustering does not chain the unrelated corrections of the corpus together', async () => {
    const { corrections } = await analyze({ paths: [corpusDir()] });
    const stored = corrections.map((correction) => ({ ...correction, format: 'claude-code' as const, seenAt: 0 }));
    const clusters = clusterCorrections(stored);
    expect(clusters).toHaveLength(corrections.length);
  });
});
