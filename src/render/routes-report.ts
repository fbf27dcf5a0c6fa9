/** The tables of `tip-miner routes`: per repository the replay figures, the tool registry, the learned patterns and the replayed suggestions. */
import type { TierFigures } from '../routing/replay.js';
import type { RoutesReport } from '../routing/report.js';
import { displayPath, type TextLayout } from './layout.js';
import { formatCount, formatPercent } from './numbers.js';
import { fitLines, heading } from './prose.js';
import { renderTable } from './table.js';

type RoutedTool = RoutesReport['tools'][number];

const MAX_DESCRIPTION = 60;

export interface RoutesView {
  /** Tools, patterns and replayed suggestions listed per repository, at most. */
  limit: number;
  layout?: TextLayout;
}

export function renderRoutesReport(reports: readonly RoutesReport[], view: RoutesView): string {
  if (reports.length === 0) return 'no sessions stored; run tip-miner analyze first\n';
  return `${reports.map((report) => renderOne(report, view)).join('\n\n')}\n`;
}

function renderOne(report: RoutesReport, view: RoutesView): string {
  const { replay } = report;
  const layout = view.layout ?? {};
  const title = `Routing for ${report.repo}: ${formatCount(replay.sessions)} session${replay.sessions === 1 ? '' : 's'}, ${formatCount(report.events)} tool uses`;
  const used = report.tools.filter((tool) => tool.uses > 0 || tool.suggestable);
  // nothing learned and nothing replayed: one line, not tables of zeros
  if (report.patterns.length === 0 && replay.total.suggestions === 0) {
    const tools = `${formatCount(used.length)} tool${used.length === 1 ? '' : 's'}`;
    return fitLines(
      `${title} — nothing learned yet (a tool must follow the same 5 calls at least twice), no suggestion to replay; ${tools} (--json lists them)`,
      layout,
    );
  }
  const sections = [fitLines(heading(title, layout), layout)];
  sections.push(
    replay.total.suggestions === 0
      ? fitLines('No suggestion to replay.', layout)
      : renderTable(
          [{ header: 'Replay' }, { header: 'Suggestions', align: 'right' }, { header: 'Hits', align: 'right' }, { header: 'Hit rate', align: 'right' }],
          [figureRow('learned', replay.tiers.learned), figureRow('heuristic', replay.tiers.heuristic), figureRow('all', replay.total)],
          layout,
        ),
  );
  // the most used first; a column only when some tool has something in it (From, Description)
  const listed = [...used].sort((a, b) => b.uses - a.uses || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)).slice(0, view.limit);
  const columns = [
    { header: 'Tool', fit: 'middle' as const, cell: (tool: RoutedTool) => tool.name },
    { header: 'Kind', cell: (tool: RoutedTool) => tool.kind },
    { header: 'Uses', align: 'right' as const, cell: (tool: RoutedTool) => formatCount(tool.uses) },
    { header: 'Failures', align: 'right' as const, cell: (tool: RoutedTool) => formatCount(tool.failures) },
    { header: 'Status', cell: (tool: RoutedTool) => (!tool.suggestable ? 'built-in' : tool.removed ? 'removed' : tool.status) },
    { header: 'From', cell: (tool: RoutedTool) => tool.sources.join(', '), optional: true },
    { header: 'Description', cell: (tool: RoutedTool) => clip(tool.description ?? ''), optional: true },
  ].filter((column) => !column.optional || listed.some((tool) => column.cell(tool).trim() !== ''));
  sections.push(
    renderTable(
      columns.map(({ header, fit, align }) => ({ header, ...(fit && { fit }), ...(align && { align }) })),
      listed.map((tool) => columns.map((column) => column.cell(tool))),
      layout,
    ) + more(used.length, view.limit, 'tools'),
  );
  if (report.patterns.length === 0) {
    sections.push(fitLines('No learned patterns yet (a tool must follow the same 5 calls at least twice).', layout));
  } else {
    const patterns = report.patterns.slice(0, view.limit).map((pattern) => [pattern.target, pattern.preceding.join(' → '), formatCount(pattern.frequency)]);
    sections.push(
      renderTable([{ header: 'Pattern: tool' }, { header: 'after these 5 calls' }, { header: 'Seen', align: 'right' }], patterns, layout) +
        more(report.patterns.length, view.limit, 'patterns'),
    );
  }
  if (replay.suggestions.length > 0) {
    const suggestions = replay.suggestions
      .slice(0, view.limit)
      .map((suggestion) => [
        suggestion.tool,
        suggestion.tier,
        suggestion.confidence.toFixed(2),
        suggestion.hit ? `yes (${suggestion.usedAfter} later)` : 'no',
        `${suggestion.file !== undefined ? displayPath(suggestion.file, layout) : suggestion.sessionId}:${suggestion.line}`,
      ]);
    sections.push(
      renderTable(
        [
          { header: 'Replayed suggestion' },
          { header: 'Tier' },
          { header: 'Confidence', align: 'right' },
          { header: 'Used within 10 calls' },
          { header: 'At', fit: 'middle' },
        ],
        suggestions,
        layout,
      ) + more(replay.suggestions.length, view.limit, 'suggestions'),
    );
  }
  return sections.join('\n\n');
}

function figureRow(tier: string, figures: TierFigures): string[] {
  return [tier, formatCount(figures.suggestions), formatCount(figures.hits), figures.hitRate === undefined ? '-' : formatPercent(figures.hitRate)];
}

function clip(text: string): string {
  const line = text.replace(/\s+/g, ' ');
  return line.length > MAX_DESCRIPTION ? `${line.slice(0, MAX_DESCRIPTION - 1)}…` : line;
}

function more(total: number, limit: number, what: string): string {
  return total > limit ? `\n… ${total - limit} more ${what} (--limit, or --json for all)` : '';
}
