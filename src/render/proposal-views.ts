/**
 * How proposals read: a table for `proposals`, and the seed's approval interface for `review`
 * (numbered, priority marks, rule / why / source / "+N similar").
 */
import { appendAll } from '../util/arrays.js';
import type { MemoryProposal, MemoryProposalSummary } from '../corrections/proposal-types.js';
import { PLAIN, type TextLayout } from './layout.js';
import { renderTable, type Column } from './table.js';

/** Rules are sentences: without a terminal's width, the table still wraps them at this width. */
const UNFITTED_WIDTH = 120;

const RULE_LINE = '='.repeat(60);
const PRIORITY_MARKS: Record<number, string> = { 1: '🔴', 2: '🟠', 3: '🟡' };
const MAX_SOURCE_CHARS = 160;

export function renderProposalTable(proposals: readonly MemoryProposal[], layout: TextLayout = PLAIN): string {
  const columns: Column[] = [
    { header: '#', align: 'right' },
    { header: 'Rule (id · category, scope)' },
    { header: 'Sessions', align: 'right' },
    { header: 'Conf.', align: 'right' },
    { header: 'Status' },
  ];
  const rows = proposals.map((proposal, index) => [
    proposal.priority || index + 1,
    `${proposal.content}\n(${proposal.id} · ${proposal.category}, ${proposal.scope})`,
    proposal.sessions,
    proposal.confidence.toFixed(2),
    proposal.status,
  ]);
  return `${renderTable(columns, rows, { ...layout, width: layout.width ?? UNFITTED_WIDTH })}\n`;
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
