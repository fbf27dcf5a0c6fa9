/** The human-readable output of `analyze`: a totals table and a tool-calls-by-tool table. */
import Table from 'cli-table3';
import type { AnalyzeReport } from '../analyze/report.js';
import { formatBytes, formatCount, formatDuration } from './numbers.js';

export function renderAnalyzeSummary(report: AnalyzeReport): string {
  const totals = new Table({ head: ['Analysed', ''], style: { head: [], border: [], compact: true } });
  const formats = Object.entries(report.formats)
    .map(([format, count]) => `${format} ${count}`)
    .join(', ');
  totals.push(
    ['Files', `${formatCount(report.files)}${formats ? ` (${formats})` : ''}`],
    ['Bytes', formatBytes(report.bytes)],
    ['Lines', formatCount(report.lines)],
    ['Malformed lines', formatCount(report.malformedLines)],
    ['Oversize lines', formatCount(report.oversizeLines)],
    ['Sessions', formatCount(report.sessions)],
    ['Streams (main + sub-agents)', formatCount(report.streams)],
    ['Tool calls', formatCount(report.toolCalls)],
    ['Tool errors', formatCount(report.toolErrors)],
    ['Human turns', formatCount(report.humanTurns)],
    ['Rejections', formatCount(report.rejections)],
    ['Interrupts', formatCount(report.interrupts)],
    ['Corrections', `${formatCount(report.corrections)}${report.newCorrections !== undefined ? ` (${formatCount(report.newCorrections)} new)` : ''}`],
    [
      'Delegation points',
      `${formatCount(report.delegationPoints)}${report.newDelegationPoints !== undefined ? ` (${formatCount(report.newDelegationPoints)} new)` : ''}`,
    ],
    ['Tokens in / out', `${formatCount(report.tokens.input + report.tokens.cacheCreation + report.tokens.cacheRead)} / ${formatCount(report.tokens.output)}`],
    ['Skipped', skippedText(report)],
    ['Time', formatDuration(report.durationMs)],
  );
  const sections = [totals.toString()];
  const tools = Object.entries(report.toolCallsByTool);
  if (tools.length > 0) {
    const byTool = new Table({ head: ['Tool', 'Calls', 'Share'], colAligns: ['left', 'right', 'right'], style: { head: [], border: [], compact: true } });
    for (const [tool, count] of tools) byTool.push([tool, formatCount(count), `${((100 * count) / report.toolCalls).toFixed(1)}%`]);
    sections.push(byTool.toString());
  }
  const found = Object.entries(report.findings);
  if (found.length > 0) {
    const findings = new Table({ head: ['Pattern', 'Found', 'New'], colAligns: ['left', 'right', 'right'], style: { head: [], border: [], compact: true } });
    for (const [id, count] of found) findings.push([id, formatCount(count), report.newFindings ? formatCount(report.newFindings[id] ?? 0) : '-']);
    sections.push(findings.toString());
  }
  for (const path of [...(report.toolPatternFiles ?? []), ...(report.memoryProposalFiles ?? []), ...(report.routingFiles ?? [])])
    sections.push(`Updated ${path}`);
  const pending = report.memoryProposals?.total_proposed ?? 0;
  if (pending > 0) sections.push(`${formatCount(pending)} memory proposal${pending === 1 ? '' : 's'} to review: tip-miner proposals, tip-miner review`);
  if (report.delegationPoints > 0) sections.push('Delegation advice: tip-miner delegation');
  return `${sections.join('\n')}\n`;
}

function skippedText(report: AnalyzeReport): string {
  const { unchangedFiles, warmupFiles, emptyFiles, unrecognisedFiles, unreadableFiles, failedSessions } = report.skipped;
  const parts = (
    [
      [unchangedFiles, 'unchanged file'],
      [warmupFiles, 'Warmup file'],
      [emptyFiles, 'empty file'],
      [unrecognisedFiles, 'unrecognised file'],
      [unreadableFiles, 'unreadable file'],
      [failedSessions, 'failed session'],
    ] as const
  )
    .filter(([count]) => count > 0)
    .map(([count, what]) => `${formatCount(count)} ${what}${count === 1 ? '' : 's'}`);
  return parts.length > 0 ? parts.join(', ') : 'none';
}
