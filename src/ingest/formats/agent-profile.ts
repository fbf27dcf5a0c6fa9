/**
 * What tip-miner knows of one coding agent without reading any of its logs: where the agent keeps them,
 * which of its files are logs, how its tips are worded for its own tools, and what works on its logs.
 * Plain data and small functions (the `tips` command and the hooks load every agent's profile, never a
 * reader); the reader (the log format's adapter) is loaded only when a log is read (`reader`).
 * One folder per agent under src/ingest/formats/ holds its profile (`agent.ts`) and its reader
 * (`index.ts`); agents.ts registers the profiles — the one place a format is added.
 */
import type { Host } from '../../util/host.js';
import type { LogReader } from './format.js';

/** A place an agent keeps logs in: the path, and whose logs they are and how the place was found. */
export interface LogLocation {
  path: string;
  /** E.g. `Gemini CLI` or `Claude Code, $CLAUDE_CONFIG_DIR`: for the line that says what was read. */
  source: string;
}

/** One pattern's words for this agent: a tip at least (other texts of the pattern may be replaced too), or null: it has no fix here. */
export type PatternWords = ({ tip: string } & Readonly<Record<string, string>>) | null;

/** What of tip-miner works on the agent's logs (the `formats` command says so; the contract suite holds each adapter to it). */
export interface AgentFeatures {
  /** Its logs hold the human's turns: corrections and memory proposals come from them. */
  humanTurns: boolean;
  /** Its logs count tokens. */
  tokens: boolean;
  /** Its sub-agents are logged and linked to the call that started them. */
  subagents: boolean;
}

export interface AgentProfile<Id extends string = string> {
  /** The format's id, as the history database stores it: lower case, `-` between words. */
  id: Id;
  /** The agent's name, e.g. `Gemini CLI`. */
  title: string;
  /** The default places of its logs on this host (environment overrides as the agent documents them), whether they exist or not. */
  locations(host: Host): LogLocation[];
  /**
   * Its logs that are no `*.jsonl`/`*.jsonl.gz` file (a JSON document, a SQLite database, a file of a folder
   * layout), by their path (`/` separators whatever the platform): a folder walk takes a file that one of
   * these matches, and that format reads it whole (no incremental read from an offset: the file is rewritten).
   */
  documents?: readonly RegExp[];
  /**
   * Of its files that can hold the same stream (Cursor writes a chat both as an agent transcript and into the
   * editor's database), the one that records it best, by its path (`/` separators): when a file this matches and
   * another file of the format both hold a stream, only the matching file's rows of it are kept (and of the
   * session, in the tables kept per session) — store/stream-precedence.ts. Unset: every file's part counts
   * (Claude Code's sub-agent files each hold streams of their own).
   */
  richerRecord?: RegExp;
  /**
   * The agent's tools for files and delegation, by kind: what the tips are worded with. `null`: it has no
   * such tool (Codex reads and searches with the shell). The words of a pattern come from `words`.
   */
  tools: { read: string | null; search: string | null; find: string | null; shell: string | null; edit: string | null; delegate: string | null };
  /** The argument of its delegate tool that names the kind of sub-agent, where it is not Claude Code's `subagent_type`. */
  delegateTypeField?: string;
  /**
   * Its words per pattern id (a detector's or a delegation pattern's): replaces Claude Code's words, or null where
   * the pattern has no fix for this agent — it is then not looked for in its logs. A pattern not listed reads
   * Claude Code's own words, which is right only for an agent whose tools bear Claude Code's names.
   */
  words: Readonly<Record<string, PatternWords>>;
  features: AgentFeatures;
  /** Loads the reader of its logs. */
  reader(): Promise<LogReader>;
}

/** A profile, its id kept as a literal type (agents.ts derives FormatId from them). */
export function defineAgent<const Id extends string>(profile: AgentProfile<Id>): AgentProfile<Id> {
  return profile;
}

/** The path with `/` separators, for `documents` patterns. */
export function slashPath(path: string): string {
  return path.replaceAll('\\', '/');
}
