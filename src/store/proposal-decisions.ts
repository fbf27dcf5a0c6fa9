/**
 * What people decided about proposals, kept in the history database: a rejected proposal is never
 * proposed again, an approved one is not proposed twice; which approved ones each memory dir's layers
 * already hold. Also the cache of LLM refinements, so a rule is sent to the model once.
 */
import type { MemoryProposal, ProposalCategory, ProposalDecision } from '../corrections/proposal-types.js';
import type { Sql } from './sql.js';
import { storedStrings } from './stored-json.js';

interface DecisionRow {
  proposal_id: string;
  decision: 'approved' | 'rejected';
  content: string;
  category: ProposalCategory;
  scope: string;
  rationale: string;
  member_keys: string;
  decided_at: number;
}

export function loadDecisions(db: Sql): ProposalDecision[] {
  return db.all<DecisionRow>('SELECT * FROM proposal_decisions ORDER BY decided_at, proposal_id').map((row) => ({
    id: row.proposal_id,
    decision: row.decision,
    content: row.content,
    category: row.category,
    scope: row.scope,
    rationale: row.rationale,
    memberKeys: storedStrings('proposal_decisions', 'member_keys', row.member_keys),
    decidedAt: row.decided_at,
  }));
}

/** Records (or changes) the decision about a proposal, with its wording and the rules of its cluster at that time. */
export function recordDecision(db: Sql, proposal: MemoryProposal, decision: ProposalDecision['decision'], memberKeys: readonly string[], now: number): void {
  db.run(
    `INSERT INTO proposal_decisions (proposal_id, decision, content, category, scope, rationale, member_keys, decided_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (proposal_id) DO UPDATE SET decision = excluded.decision, content = excluded.content, category = excluded.category,
       scope = excluded.scope, rationale = excluded.rationale, member_keys = excluded.member_keys, decided_at = excluded.decided_at`,
    proposal.id,
    decision,
    proposal.content,
    proposal.category,
    proposal.scope,
    proposal.rationale,
    JSON.stringify([...new Set(memberKeys)]),
    now,
  );
}

/** The refined text for a content and model: a string, `null` when the model's answer was not kept, undefined when never asked. */
export function cachedRefinement(db: Sql, content: string, model: string): string | null | undefined {
  const row = db.all<{ refined: string | null }>('SELECT refined FROM proposal_refinements WHERE content = ? AND model = ?', content, model)[0];
  return row === undefined ? undefined : row.refined;
}

export function storeRefinement(db: Sql, content: string, model: string, refined: string | null, now: number): void {
  db.run(
    `INSERT INTO proposal_refinements (content, model, refined, refined_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (content, model) DO UPDATE SET refined = excluded.refined, refined_at = excluded.refined_at`,
    content,
    model,
    refined,
    now,
  );
}

/** The approved proposals already written into a memory dir's layers. */
export function layersWritten(db: Sql, memoryDir: string): string[] {
  return db.all<{ proposal_id: string }>('SELECT proposal_id FROM decision_layers WHERE memory_dir = ?', memoryDir).map((row) => row.proposal_id);
}

export function markLayerWritten(db: Sql, proposalId: string, memoryDir: string, now: number): void {
  db.run('INSERT OR IGNORE INTO decision_layers (proposal_id, memory_dir, written_at) VALUES (?, ?, ?)', proposalId, memoryDir, now);
}
