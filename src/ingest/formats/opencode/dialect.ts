/**
 * What differs between agents that keep OpenCode's logs (OpenCode itself, and forks built on it such as Kilo
 * Code's CLI and extension, whose `kilo.db` has OpenCode's tables): the agent named in problems, the file names
 * of its databases (a storage session one of them holds was migrated there), the prefix of its usage keys, and
 * the tools it has beyond OpenCode's. Data only: the readers and the adapter are OpenCode's, one copy.
 */
import type { JsonRecord } from '../../json-guards.js';

/** A tool's kind (the canonical name the detectors read) and how its input reads. */
export interface ToolTranslation {
  tool: string;
  input: (input: JsonRecord) => JsonRecord;
}

export interface OpencodeDialect {
  /** The agent, for problems: `OpenCode`, `Kilo Code`. */
  agent: string;
  /** The names of the agent's database files in its data folder (the storage reader's migration check). */
  databaseFile: RegExp;
  /** Prefix of a message's usage key (`<prefix>:<messageID>`): one message counted once. */
  usageKey: string;
  /** Tools the agent has that OpenCode has not, by their name in a tool part. */
  tools?: ReadonlyMap<string, ToolTranslation>;
}

export const OPENCODE_DIALECT: OpencodeDialect = {
  agent: 'OpenCode',
  databaseFile: /^opencode(?:-[A-Za-z0-9._-]+)?\.db$/,
  usageKey: 'opencode',
};
