/**
 * How proposals read: a table for `proposals` (each rule with the corrections behind it), and the seed's
 * approval interface for `review` (numbered, priority marks, rule / why / source / "+N similar").
 */
import { appendAll } from '../util/arrays.js';
import type { MemoryProposal, MemoryProposalSummary } from '../corrections/proposal-types.js';
import { basename } from 'node:path';
import { PLAIN, type TextLayout } from './layout.js';
import { renderTable, type Column } from './table.js';

/** Rules are sentences: without a terminal's width, the table still wraps them at this width. */
const UNFITTED_WIDTH = 120;

const RULE_LINE = '='.repeat(60);
const PRIORITY_MARKS: Record<number, string> = { 1: '🔴', 2: '🟠', 3: '🟡' };
const MAX_SOURCE_CHARS = 160;
/** The corrections shown under a rule in `proposals`, and the length of each quote. */
const EVIDENCE_SHOWN = 3;
const MAX_QUOTE_CHARS = 100;

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
    [proposal.content, `(${proposal.id} · ${proposal.category}, ${proposal.scope})`, ...saidAs(proposal)].join('\n'),
    proposal.sessions,
    proposal.confidence.toFixed(2),
    proposal.status,
  ]);
  return `${renderTable(columns, rows, { ...layout, width: layout.width ?? UNFITTED_WIDTH })}\n`;
}

/** The corrections behind a rule, as the user wrote them, with where: the first few, and how many more. */
function saidAs(proposal: MemoryProposal): string[] {
  const lines = proposal.evidence
    .slice(0, EVIDENCE_SHOWN)
    .map((evidence) => `said: “${oneLine(evidence.quote, MAX_QUOTE_CHARS)}” (${basename(evidence.file)}:${evidence.line})`);
  const more = proposal.evidence.length - EVIDENCE_SHOWN;
  if (more > 0) lines.push(`(+${more} more: tip-miner corrections)`);
  return lines;
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

function oneLine(text: string, max = MAX_SOURCE_CHARS): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1)}…`;
}
