/** The tables of `tip-miner routes`: per repository the replay figures, the tool registry, the learned patterns and the replayed suggestions. */
import Table from 'cli-table3';
import type { TierFigures } from '../routing/replay.js';
import type { RoutesReport } from '../routing/report.js';
import { formatCount } from './numbers.js';

const STYLE = { head: [], border: [], compact: true };
const MAX_DESCRIPTION = 60;

export interface RoutesView {
  /** Patterns and replayed suggestions listed per repository, at most. */
  limit: number;
}

export function renderRoutesReport(reports: readonly RoutesReport[], view: RoutesView): string {
  if (reports.length === 0) return 'no sessions stored; run tip-miner analyze first\n';
  return `${reports.map((report) => renderOne(report, view)).join('\n\n')}\n`;
}

function renderOne(report: RoutesReport, view: RoutesView): string {
  const { replay } = report;
  const sections = [
    `Routing for ${report.repo}: ${formatCount(replay.sessions)} session${replay.sessions === 1 ? '' : 's'}, ${formatCount(report.events)} tool uses`,
  ];
  const figures = new Table({ head: ['Replay', 'Suggestions', 'Hits', 'Hit rate'], colAligns: ['left', 'right', 'right', 'right'], style: STYLE });
  figures.push(figureRow('learned', replay.tiers.learned), figureRow('heuristic', replay.tiers.heuristic), figureRow('all', replay.total));
  sections.push(figures.toString());
  const tools = new Table({
    head: ['Tool', 'Kind', 'Uses', 'Failures', 'Status', 'From', 'Description'],
    colAligns: ['left', 'left', 'right', 'right', 'left', 'left', 'left'],
    style: STYLE,
  });
  for (const tool of report.tools) {
    const status = !tool.suggestable ? 'built-in' : tool.removed ? 'removed' : tool.status;
    tools.push([tool.name, tool.kind, formatCount(tool.uses), formatCount(tool.failures), status, tool.sources.join(','), clip(tool.description ?? '')]);
  }
  sections.push(tools.toString());
  if (report.patterns.length === 0) {
    sections.push('No learned patterns yet (a tool must follow the same 5 calls at least twice).');
  } else {
    const patterns = new Table({ head: ['Pattern: tool', 'after these 5 calls', 'Seen'], colAligns: ['left', 'left', 'right'], style: STYLE });
    for (const pattern of report.patterns.slice(0, view.limit)) {
      patterns.push([pattern.target, pattern.preceding.join(' → '), formatCount(pattern.frequency)]);
    }
    sections.push(patterns.toString() + more(report.patterns.length, view.limit, 'patterns'));
  }
  if (replay.suggestions.length > 0) {
    const suggestions = new Table({
      head: ['Replayed suggestion', 'Tier', 'Confidence', 'Used within 10 calls', 'At'],
      colAligns: ['left', 'left', 'right', 'left', 'left'],
      style: STYLE,
    });
    for (const suggestion of replay.suggestions.slice(0, view.limit)) {
      suggestions.push([
        suggestion.tool,
        suggestion.tier,
        suggestion.confidence.toFixed(2),
        suggestion.hit ? `yes (${suggestion.usedAfter} later)` : 'no',
        `${suggestion.file ?? suggestion.sessionId}:${suggestion.line}`,
      ]);
    }
    sections.push(suggestions.toString() + more(replay.suggestions.length, view.limit, 'suggestions'));
  }
  return sections.join('\n\n');
}

function figureRow(tier: string, figures: TierFigures): string[] {
  return [tier, formatCount(figures.suggestions), formatCount(figures.hits), figures.hitRate === undefined ? '-' : `${(figures.hitRate * 100).toFixed(0)}%`];
}

function clip(text: string): string {
  const line = text.replace(/\s+/g, ' ');
  return line.length > MAX_DESCRIPTION ? `${line.slice(0, MAX_DESCRIPTION - 1)}…` : line;
}

function more(total: number, limit: number, what: string): string {
  return total > limit ? `\n… ${total - limit} more ${what} (--limit, or --json for all)` : '';
}
