/** The human-readable output of `analyze`: a totals table, tool calls by tool, patterns found, and one line for the files written. */
import type { AnalyzeReport } from '../analyze/report.js';
import { renderTable } from './table.js';
import { PLAIN, type TextLayout } from './layout.js';
import { formatBytes, formatCount, formatDuration, formatTokens } from './numbers.js';
import { filesWrittenLine } from './files-written.js';
import { fitLines } from './prose.js';

export function renderAnalyzeSummary(report: AnalyzeReport, layout: TextLayout = PLAIN): string {
  const totals: Array<[string, string]> = [
    ['Files', filesText(report)],
    ['Bytes', formatBytes(report.bytes)],
    ['Lines', formatCount(report.lines)],
    ['Malformed lines', formatCount(report.malformedLines)],
    ['Oversize lines', formatCount(report.oversizeLines)],
    ['Sessions', formatCount(report.sessions)],
    ['Streams (main + sub-agents)', formatCount(report.streams)],
    ['Tool calls', formatCount(report.toolCalls)],
    ['Tool errors', formatCount(report.toolErrors)],
    ['Cancelled calls', formatCount(report.cancelledCalls)],
    ['Human turns', formatCount(report.humanTurns)],
    ['Rejections', formatCount(report.rejections)],
    ['Interrupts', formatCount(report.interrupts)],
    ['Corrections', withNew(report.corrections, report.newCorrections)],
    ['Delegation points', withNew(report.delegationPoints, report.newDelegationPoints)],
    ['Tokens', tokensText(report.tokens)],
    ['Skipped', skippedText(report)],
    ['Time', formatDuration(report.durationMs)],
  ];
  const sections = [renderTable([{ header: 'Analysed' }, { header: '' }], totals, layout)];
  const tools = Object.entries(report.toolCallsByTool);
  if (tools.length > 0) {
    sections.push(
      renderTable(
        [{ header: 'Tool' }, { header: 'Calls', align: 'right' }, { header: 'Share', align: 'right' }],
        tools.map(([tool, count]) => [tool, formatCount(count), `${((100 * count) / report.toolCalls).toFixed(1)}%`]),
        layout,
      ),
    );
  }
  const found = Object.entries(report.findings).filter(([, count]) => count > 0);
  if (found.length > 0) {
    sections.push(
      renderTable(
        [{ header: 'Pattern' }, { header: 'Found', align: 'right' }, { header: 'New', align: 'right' }],
        found.map(([id, count]) => [id, formatCount(count), report.newFindings ? formatCount(report.newFindings[id] ?? 0) : '-']),
        layout,
      ),
    );
  } else if (report.files > 0) {
    sections.push('No tool pattern found in the lines read.');
  }
  const written = filesWrittenLine(
    [...(report.toolPatternFiles ?? []), ...(report.memoryProposalFiles ?? []), ...(report.routingFiles ?? []), ...(report.otherFiles ?? [])],
    layout,
  );
  if (written !== undefined) sections.push(fitLines(written, layout));
  const pending = report.memoryProposals?.total_proposed ?? 0;
  if (pending > 0) sections.push(`${formatCount(pending)} memory proposal${pending === 1 ? '' : 's'} to review: tip-miner proposals, tip-miner review`);
  if (report.delegationPoints > 0) sections.push('Delegation advice: tip-miner delegation');
  return `${sections.join('\n')}\n`;
}

/** Files read this run, by format, and those not read again because they had not changed. */
function filesText(report: AnalyzeReport): string {
  const formats = Object.entries(report.formats)
    .map(([format, count]) => `${format} ${formatCount(count)}`)
    .join(', ');
  const read = `${formatCount(report.files)} read${formats ? ` (${formats})` : ''}`;
  const unchanged = report.skipped.unchangedFiles;
  return unchanged > 0 ? `${read}; ${formatCount(unchanged)} unchanged since the last run (not read again)` : read;
}

function withNew(count: number, fresh: number | undefined): string {
  return `${formatCount(count)}${fresh !== undefined ? ` (${formatCount(fresh)} new)` : ''}`;
}

/** As ccusage splits them: input, cache write, cache read, output. */
function tokensText(tokens: AnalyzeReport['tokens']): string {
  return [
    `input ${formatTokens(tokens.input)}`,
    `cache write ${formatTokens(tokens.cacheCreation)}`,
    `cache read ${formatTokens(tokens.cacheRead)}`,
    `output ${formatTokens(tokens.output)}`,
  ].join(', ');
}

function skippedText(report: AnalyzeReport): string {
  const { warmupFiles, compactionReplayFiles, emptyFiles, unrecognisedFiles, unreadableFiles, failedSessions } = report.skipped;
  const parts = (
    [
      [warmupFiles, 'Warmup file', 'Warmup files'],
      [compactionReplayFiles, 'compaction replay', 'compaction replays'],
      [emptyFiles, 'empty file', 'empty files'],
      [unrecognisedFiles, 'file of no known log format', 'files of no known log format'],
      [unreadableFiles, 'unreadable file', 'unreadable files'],
      [failedSessions, 'failed session', 'failed sessions'],
    ] as const
  )
    .filter(([count]) => count > 0)
    .map(([count, one, many]) => `${formatCount(count)} ${count === 1 ? one : many}`);
  return parts.length > 0 ? parts.join(', ') : 'none';
}
