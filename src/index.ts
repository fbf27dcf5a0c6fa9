/** The library API: what the CLI calls and what tests and other tools can call directly. */
export { analyze, type AnalyzeOptions } from './analyze/analyze.js';
export { analyzeFile, type FileAnalysis, type FileAnalysisOptions } from './analyze/file-analysis.js';
export type { AnalyzeReport, Problem, ProblemKind, SessionDetail, StreamDetail } from './analyze/report.js';
export { loadConfig, parseConfig, defaultConfig, type TipMinerConfig } from './config/load-config.js';
export { ConfigError, InputError, TipMinerError } from './errors.js';
export { discoverLogFiles, type DiscoveredFile } from './ingest/discover.js';
export { LOG_FORMATS, detectFormat, type FormatId, type LogFormat } from './ingest/formats/index.js';
export { readJsonl, type JsonlReadStats, type JsonlValue, type ReadJsonlOptions } from './ingest/read-jsonl.js';
export type * from './model/events.js';
export { MAIN_STREAM } from './model/events.js';
export type { StreamConsumer, StreamItem, ToolCall, ToolResult, UserTurn } from './model/stream.js';
export { normalizeToolName } from './model/tool-names.js';
