/**
 * How proposals read: a table for `proposals`, and the seed's approval interface for `review`
 * (numbered, priority marks, rule / why / source / "+N similar").
 */
import Table from 'cli-table3';
import { appendAll } from '../util/arrays.js';
import type { MemoryProposal, MemoryProposalSummary } from '../corrections/proposal-types.js';

const RULE_LINE = '='.repeat(60);
const PRIORITY_MARKS: Record<number, string> = { 1: '🔴', 2: '🟠', 3: '🟡' };
const MAX_SOURCE_CHARS = 160;

export function renderProposalTable(proposals: readonly MemoryProposal[]): string {
  const table = new Table({
    head: ['#', 'Id', 'Category', 'Scope', 'Rule', 'Sessions', 'Conf.', 'Status'],
    colAligns: ['right', 'left', 'left', 'left', 'left', 'right', 'right', 'left'],
    colWidths: [null, null, null, null, 50, null, null, null],
    wordWrap: true,
    style: { head: [], border: [], compact: true },
  });
  proposals.forEach((proposal, index) =>
    table.push([
      proposal.priority || index + 1,
      proposal.id,
      proposal.category,
      proposal.scope,
      proposal.content,
      proposal.sessions,
      proposal.confidence.toFixed(2),
      proposal.status,
    ]),
  );
  return `${table.toString()}\n`;
}

export function renderApprovalInterface(summary: MemoryProposalSummary): string {
  const lines = [
    '',
    RULE_LINE,
    'SESSION MEMORY PROPOSALS',
    RULE_LINE,
    `Session: ${summary.session_id}`,
    `Detected ${summary.total_corrections} corrections`,
    `Proposing ${summary.total_proposed} memories`,
    '',
  ];
  summary.proposals.forEach((proposal, index) => appendAll(lines, [...proposalLines(index + 1, proposal), '']));
  return `${lines.join('\n')}\n`;
}

function proposalLines(number: number, proposal: MemoryProposal): string[] {
  const lines = [
    `${PRIORITY_MARKS[proposal.priority] ?? '⚪'} [${number}] ${proposal.category.toUpperCase()} (${proposal.scope})`,
    `    Rule: ${proposal.content}`,
    `    Why: ${proposal.rationale}`,
    `    Source: ${oneLine(proposal.source_variants[0] ?? '')}`,
  ];
  if (proposal.source_variants.length > 1) lines.push(`    (+${proposal.source_variants.length - 1} similar)`);
  const where = proposal.evidence[0];
  if (where) lines.push(`    Id: ${proposal.id} · ${where.file}:${where.line}`);
  return lines;
}

function oneLine(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= MAX_SOURCE_CHARS ? flat : `${flat.slice(0, MAX_SOURCE_CHARS - 1)}…`;
}
