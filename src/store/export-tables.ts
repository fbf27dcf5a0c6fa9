/**
 * The tables `tip-miner export` writes, as data: per table what a row is, its columns (name, type,
 * whether it may be null, meaning) and where its rows come from. docs/export.md is this list in prose;
 * a test holds the two together. Times are `timestamp_ms` (the database keeps seconds for most: * 1000).
 */
import type { MemoryProposal } from '../corrections/proposal-types.js';
import { FORMAT_IDS } from '../ingest/formats/format-ids.js';
import type { ExportColumn, ExportColumnType, ExportTable, ExportTableName, LogText } from './export-table.js';

/** Bumped when a column is renamed, removed or changes its type or meaning (never for a new column or table). */
export const EXPORT_SCHEMA_VERSION = 1;

function column(name: string, type: ExportColumnType, description: string, options: { nullable?: boolean; fromLog?: LogText } = {}): ExportColumn {
  return { name, type, nullable: options.nullable ?? false, description, ...(options.fromLog && { fromLog: options.fromLog }) };
}

/** Every registered format, named: a format added in agents.ts is named here and in docs/export.md without another edit. */
const FORMAT = column('format', 'string', `log format: ${FORMAT_IDS.slice(0, -1).join(', ')} or ${FORMAT_IDS.at(-1) ?? ''}`);
const SESSION_ID = column('session_id', 'string', "the session's id in its log; with format, the key of a session", { fromLog: 'key' });
const REPO = column('repo', 'string', 'the repository the session is filed under (owner/name, or a folder name); null when none could be told', {
  nullable: true,
  fromLog: 'text',
});
const STREAM_ID = column('stream_id', 'string', 'the stream in the session: main, or a sub-agent', { fromLog: 'key' });
const FILE = column('file', 'string', 'the log file the row was read from', { fromLog: 'text' });
const LINE = column('line', 'int64', 'its line in that file (1-based)');
const SESSION_JOIN = 'JOIN sessions s ON s.format = x.format AND s.session_id = x.session_id';

const SESSIONS: ExportTable = {
  name: 'sessions',
  description: 'one session (all its log files and streams)',
  source: 'sql',
  columns: [
    FORMAT,
    SESSION_ID,
    REPO,
    column('logged_repo', 'string', 'the repository as the log itself names it', { nullable: true, fromLog: 'text' }),
    column('repo_identity', 'string', "the name the repository was found by, before the config's aliases", { nullable: true, fromLog: 'text' }),
    column('repo_source', 'string', 'how it was found: git, path, log, same-folder, name, folder or override', { nullable: true }),
    column('cwd', 'string', "the session's working folder", { nullable: true, fromLog: 'text' }),
    column('outcome', 'string', "the task's outcome where the log tells it: completed or failed", { nullable: true }),
    column('started_at_ms', 'timestamp_ms', 'its first dated line', { nullable: true }),
    column('ended_at_ms', 'timestamp_ms', 'its last dated line', { nullable: true }),
    column('log_files', 'int64', 'log files holding part of it'),
    column('streams', 'int64', 'streams: the main one and each sub-agent'),
    column('tool_calls', 'int64', 'tool calls, all streams'),
    column('human_turns', 'int64', 'messages the user typed'),
    column('rejections', 'int64', 'tool calls the user rejected'),
    column('cancelled_calls', 'int64', 'tool calls cancelled'),
    column('denied_calls', 'int64', 'tool calls denied by a permission rule'),
    column('tool_errors', 'int64', 'tool calls that returned an error'),
    column('interrupts', 'int64', 'times the user interrupted the agent'),
    column('input_tokens', 'int64', 'input tokens billed'),
    column('output_tokens', 'int64', 'output tokens billed'),
    column('cache_creation_tokens', 'int64', 'tokens written to the prompt cache'),
    column('cache_read_tokens', 'int64', 'tokens read from the prompt cache'),
    column('findings', 'int64', 'rows of findings of the session'),
    column('corrections', 'int64', 'rows of corrections of the session'),
    column('exposures', 'int64', 'rows of exposures of the session'),
  ],
  select: `s.format AS format, s.session_id AS session_id, s.repo AS repo, s.logged_repo AS logged_repo, s.identity AS repo_identity,
    s.identity_source AS repo_source, s.cwd AS cwd, s.outcome AS outcome, s.first_ts AS started_at_ms, s.last_ts AS ended_at_ms,
    COALESCE(m.log_files, 0) AS log_files, COALESCE(m.streams, 0) AS streams, COALESCE(m.tool_calls, 0) AS tool_calls,
    COALESCE(m.human_turns, 0) AS human_turns, COALESCE(m.rejections, 0) AS rejections, COALESCE(m.cancelled_calls, 0) AS cancelled_calls,
    COALESCE(m.denied_calls, 0) AS denied_calls, COALESCE(m.tool_errors, 0) AS tool_errors, COALESCE(m.interrupts, 0) AS interrupts,
    COALESCE(t.input, 0) AS input_tokens, COALESCE(t.output, 0) AS output_tokens, COALESCE(t.cache_creation, 0) AS cache_creation_tokens,
    COALESCE(t.cache_read, 0) AS cache_read_tokens,
    (SELECT COUNT(*) FROM findings f WHERE f.format = s.format AND f.session_id = s.session_id) AS findings,
    (SELECT COUNT(*) FROM corrections c WHERE c.format = s.format AND c.session_id = s.session_id) AS corrections,
    (SELECT COUNT(*) FROM exposures e WHERE e.format = s.format AND e.session_id = s.session_id) AS exposures`,
  from: `sessions s
    LEFT JOIN (SELECT format, session_id, COUNT(DISTINCT file) AS log_files, COUNT(DISTINCT stream_id) AS streams, SUM(stored_count(tool_calls)) AS tool_calls,
        SUM(stored_count(human_turns)) AS human_turns, SUM(stored_count(rejections)) AS rejections,
        SUM(stored_count(cancelled_calls)) AS cancelled_calls, SUM(stored_count(denied_calls)) AS denied_calls,
        SUM(stored_count(tool_errors)) AS tool_errors, SUM(stored_count(interrupts)) AS interrupts
      FROM stream_metrics GROUP BY format, session_id) m ON m.format = s.format AND m.session_id = s.session_id
    LEFT JOIN (SELECT format, session_id, SUM(stored_count(input)) AS input, SUM(stored_count(output)) AS output,
        SUM(stored_count(cache_creation)) AS cache_creation, SUM(stored_count(cache_read)) AS cache_read
      FROM session_tokens GROUP BY format, session_id) t ON t.format = s.format AND t.session_id = s.session_id`,
  order: 's.first_ts, s.format, s.session_id',
};

const TOOL_CALLS: ExportTable = {
  name: 'tool_calls',
  description: 'one tool call',
  source: 'sql',
  columns: [
    FORMAT,
    SESSION_ID,
    REPO,
    STREAM_ID,
    FILE,
    column('line', 'int64', 'the line of the call in that file (1-based)'),
    column('call_id', 'string', "the call's id in its log; with file, the key of a call", { fromLog: 'key' }),
    column('tool', 'string', 'the tool, its name normalised (Read, Bash, mcp__server__tool, …)', { fromLog: 'text' }),
    column('outcome', 'string', 'ok, failed (an error came back) or refused (rejected, denied or cancelled)'),
    column('keywords', 'string', 'words of its input the router learns from, space-separated', { fromLog: 'text' }),
    column('called_at_ms', 'timestamp_ms', 'when it was called', { nullable: true }),
  ],
  select: `x.format AS format, x.session_id AS session_id, s.repo AS repo, x.stream_id AS stream_id, x.file AS file, x.line AS line,
    x.use_id AS call_id, x.name AS tool, x.outcome AS outcome, x.keywords AS keywords, stored_time(x.ts) * 1000 AS called_at_ms`,
  from: `tool_uses x ${SESSION_JOIN}`,
  // the slash commands the user typed are routing's uses, not the agent's tool calls (sessions.tool_calls counts none)
  where: "x.use_id NOT LIKE 'command@%'",
  order: 'x.file, x.line, x.use_id',
};

const FINDINGS: ExportTable = {
  name: 'findings',
  description: 'one occurrence of a tool anti-pattern',
  source: 'sql',
  columns: [
    column('detector', 'string', 'the pattern: sequential-reads, bash-for-search, …'),
    FORMAT,
    SESSION_ID,
    REPO,
    STREAM_ID,
    FILE,
    column('line', 'int64', 'the line it is reported at (1-based); with detector and file, its key'),
    column('call_ids', 'string', 'the calls that make it up: a JSON array of call_id', { fromLog: 'keys' }),
    column('lines', 'string', 'their lines: a JSON array of numbers'),
    column('seen_at_ms', 'timestamp_ms', "when it happened (the log file's last change when its line has no time)"),
    column('wasted_bytes', 'int64', 'bytes it read for nothing, where measured', { nullable: true }),
    column('wasted_tokens', 'int64', 'tokens it spent for nothing, where measured', { nullable: true }),
  ],
  select: `x.detector AS detector, x.format AS format, x.session_id AS session_id, s.repo AS repo, x.stream_id AS stream_id, x.file AS file,
    x.line AS line, x.call_ids AS call_ids, x.lines AS lines, stored_time(x.seen_at) * 1000 AS seen_at_ms, x.wasted_bytes AS wasted_bytes, x.wasted_tokens AS wasted_tokens`,
  from: `findings x ${SESSION_JOIN}`,
  order: 'x.file, x.line, x.detector',
};

const CORRECTIONS: ExportTable = {
  name: 'corrections',
  description: 'one message in which the user corrected the agent',
  source: 'sql',
  columns: [
    FORMAT,
    SESSION_ID,
    REPO,
    STREAM_ID,
    FILE,
    column('line', 'int64', 'its line in that file (1-based); with file, its key'),
    column('kind', 'string', 'rejection-reason, after-refusal, instruction or preference'),
    column('confidence', 'double', 'how sure the classifier is that it is a correction (0 to 1)'),
    column('explicit', 'boolean', 'a rejection with a reason, "remember …", ALWAYS/NEVER or "I told you …": one session is enough to propose it'),
    column('cues', 'string', 'the ids of the correction cues that matched: a JSON array of strings', { fromLog: 'texts' }),
    column('text', 'string', "the user's words, quoted, secrets redacted", { fromLog: 'text' }),
    column('rule', 'string', 'the rule drawn from them', { fromLog: 'text' }),
    column('seen_at_ms', 'timestamp_ms', "when it was said (the log file's last change when its line has no time)"),
  ],
  select: `x.format AS format, x.session_id AS session_id, s.repo AS repo, x.stream_id AS stream_id, x.file AS file, x.line AS line, x.kind AS kind,
    x.confidence AS confidence, x.explicit AS explicit, x.cues AS cues, x.text AS text, x.rule AS rule, stored_time(x.seen_at) * 1000 AS seen_at_ms`,
  from: `corrections x ${SESSION_JOIN}`,
  order: 'x.file, x.line',
};

const EXPOSURES: ExportTable = {
  name: 'exposures',
  description: 'a tip or learned rule shown to a session, at the first line that showed it',
  source: 'sql',
  columns: [
    FORMAT,
    SESSION_ID,
    REPO,
    column('tip', 'string', "the tip's id: a detector's, delegate-<pattern>, or a learned rule's", { fromLog: 'text' }),
    column('source', 'string', 'how it was shown: session-start-hook, hook, prompt, instructions, message or memory-file'),
    FILE,
    LINE,
    column('shown_at_ms', 'timestamp_ms', "when it was shown (the log file's last change when its line has no time)", { nullable: true }),
  ],
  select: `x.format AS format, x.session_id AS session_id, s.repo AS repo, x.tip AS tip, x.source AS source, x.file AS file, x.line AS line,
    stored_time(x.ts) * 1000 AS shown_at_ms`,
  from: `exposures x ${SESSION_JOIN}`,
  order: 'x.file, x.line, x.tip, x.source',
};

const PROPOSALS: ExportTable = {
  name: 'proposals',
  description: 'a memory proposal as `tip-miner proposals` makes it now (a cluster of corrections), with its decision',
  source: 'proposals',
  columns: [
    column('proposal_id', 'string', 'stable id: a decision follows it across runs'),
    column('status', 'string', 'pending, approved or rejected'),
    column('category', 'string', 'rule, correction or preference'),
    column('scope', 'string', 'universal, language:<id> or project:<repo>', { fromLog: 'text' }),
    column('content', 'string', 'the rule as a short imperative', { fromLog: 'text' }),
    column('template_content', 'string', 'the template wording, when a model reworded it into content', { nullable: true, fromLog: 'text' }),
    column('rationale', 'string', 'why it is proposed', { fromLog: 'text' }),
    column('confidence', 'double', 'the highest confidence of its corrections (0 to 1)'),
    column('priority', 'int64', 'its rank among the proposals (1 = first)'),
    column('sessions', 'int64', 'distinct sessions with a correction in it'),
    column('corrections', 'int64', 'corrections in it'),
    column('projects', 'string', 'the repositories of those sessions: a JSON array of strings', { fromLog: 'texts' }),
    column('explicit', 'boolean', 'whether any of them is explicit'),
    column('score', 'double', 'sessions × confidence × recency (30-day half-life)'),
    column('first_seen_ms', 'timestamp_ms', 'its first correction'),
    column('last_seen_ms', 'timestamp_ms', 'its last correction'),
    column('decided_at_ms', 'timestamp_ms', 'when it was approved or rejected; null while pending', { nullable: true }),
    column('source_variants', 'string', "the corrections' own words, the canonical one first: a JSON array of strings", { fromLog: 'texts' }),
  ],
};

export const EXPORT_TABLES: readonly ExportTable[] = [SESSIONS, TOOL_CALLS, FINDINGS, CORRECTIONS, EXPOSURES, PROPOSALS];

export function exportTable(name: ExportTableName): ExportTable {
  const table = EXPORT_TABLES.find((candidate) => candidate.name === name);
  if (!table) throw new Error(`no export table ${name}`);
  return table;
}

/** A proposal's values by column name (its decision's time in epoch seconds, when decided). */
export function proposalValues(proposal: MemoryProposal, decidedAt: number | undefined): Record<string, unknown> {
  return {
    proposal_id: proposal.id,
    status: proposal.status,
    category: proposal.category,
    scope: proposal.scope,
    content: proposal.content,
    template_content: proposal.template_content ?? null,
    rationale: proposal.rationale,
    confidence: proposal.confidence,
    priority: proposal.priority,
    sessions: proposal.sessions,
    corrections: proposal.corrections,
    projects: JSON.stringify(proposal.projects),
    explicit: proposal.explicit,
    score: proposal.score,
    first_seen_ms: Date.parse(proposal.first_seen),
    last_seen_ms: Date.parse(proposal.last_seen),
    decided_at_ms: decidedAt !== undefined ? decidedAt * 1000 : null,
    source_variants: JSON.stringify(proposal.source_variants),
  };
}
