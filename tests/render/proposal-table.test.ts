/** `tip-miner proposals`: each rule with the corrections behind it, as the user wrote them, and where. */
import { describe, expect, it } from 'vitest';
import type { MemoryProposal, ProposalEvidence } from '../../src/corrections/proposal-types.js';
import { renderProposalTable } from '../../src/render/proposal-views.js';

function evidence(quote: string, line: number): ProposalEvidence {
  return {
    session: 's1',
    file: `/home/me/.claude/projects/-app/session-${line}.jsonl`,
    line,
    quote,
    kind: 'preference',
    confidence: 0.9,
    repo: null,
    seen_at: '2026-01-01T00:00:00.000Z',
  };
}

function proposal(quotes: string[]): MemoryProposal {
  return {
    id: 'mem-0123456789',
    category: 'preference',
    scope: 'language:javascript',
    content: 'Use pnpm',
    rationale: 'said in 2 sessions',
    source_variants: quotes,
    confidence: 0.9,
    priority: 1,
    status: 'pending',
    sessions: 2,
    corrections: quotes.length,
    projects: [],
    explicit: true,
    score: 1,
    first_seen: '2026-01-01T00:00:00.000Z',
    last_seen: '2026-01-02T00:00:00.000Z',
    evidence: quotes.map((quote, index) => evidence(quote, index + 10)),
  };
}

describe('renderProposalTable', () => {
  it.each([
    ['one correction', ['no, use pnpm'], ['said: “no, use pnpm” (session-10.jsonl:10)'], undefined],
    [
      'more than three: the first three and a count',
      ['use pnpm', 'pnpm not npm', 'always pnpm here', 'pnpm!!'],
      ['said: “use pnpm” (session-10.jsonl:10)', 'said: “pnpm not npm” (session-11.jsonl:11)', 'said: “always pnpm here” (session-12.jsonl:12)'],
      '(+1 more: tip-miner corrections)',
    ],
  ])('%s', (_case, quotes, said, more) => {
    const text = renderProposalTable([proposal(quotes)], { width: 200 });
    for (const line of said) expect(text).toContain(line);
    if (more) expect(text).toContain(more);
    else expect(text).not.toContain('more: tip-miner corrections');
    expect(text).not.toContain('pnpm!!');
  });

  it('a long quote is cut to one line of 100 characters', () => {
    const text = renderProposalTable([proposal([`use pnpm ${'x'.repeat(300)}\nsecond line`])], { width: 400 });
    expect(text).toContain(`said: “use pnpm ${'x'.repeat(90)}…”`);
    expect(text).not.toContain('second line');
  });
});
