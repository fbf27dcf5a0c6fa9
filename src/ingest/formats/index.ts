/** The log formats tip-miner reads, in the order they are tried on a file's first lines. */
import { agentFrameworkFormat } from './agent-framework.js';
import { claudeCodeFormat } from './claude-code/index.js';
import { codexFormat } from './codex/index.js';
import type { FormatId, LogFormat } from './format.js';

export const LOG_FORMATS: readonly LogFormat[] = [claudeCodeFormat, codexFormat, agentFrameworkFormat];

/** Lines read before a file without any recognised line is given up as of unknown format. */
export const FORMAT_DETECTION_MAX_LINES = 50;

/** The ids of the formats, as the history database stores them. */
export const FORMAT_IDS: readonly FormatId[] = LOG_FORMATS.map((format) => format.id);

export function isFormatId(id: string): id is FormatId {
  return (FORMAT_IDS as readonly string[]).includes(id);
}

export function detectFormat(value: Record<string, unknown>): LogFormat | undefined {
  return LOG_FORMATS.find((format) => format.matches(value));
}

export type { FormatId, LogFormat, StreamInfo } from './format.js';
