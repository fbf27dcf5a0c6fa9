/** The library API: what the CLI calls and what tests and other tools can call directly. */
export { analyze, type AnalyzeOptions } from './analyze/analyze.js';
export { analyzeFile, type FileAnalysis, type FileAnalysisOptions } from './analyze/file-analysis.js';
export type { AnalyzeReport, Problem, ProblemKind, SessionDetail, StreamDetail } from './analyze/report.js';
export { loadConfig, parseConfig, defaultConfig, type TipMinerConfig } from './config/load-config.js';
export { ConfigError, InputError, TipMinerError } from './errors.js';
export { discoverLogFiles, type DiscoveredFile } from './ingest/discover.js';
export { AGENTS, detectFormat, loadLogFormats, logFormats, type FormatId, type LogFormat } from './ingest/formats/index.js';
export type { AgentProfile } from './ingest/formats/agent-profile.js';
export { readJsonl, type JsonlReadStats, type JsonlValue, type ReadJsonlOptions } from './ingest/read-jsonl.js';
export type * from './model/events.js';
export { MAIN_STREAM } from './model/events.js';
export type { StreamConsumer, StreamItem, ToolCall, ToolResult, UserTurn } from './model/stream.js';
export { normalizeToolName } from './model/tool-names.js';
export { classifyCorrectionText, type TextSource, type TextVerdict } from './corrections/classify-text.js';
export { CorrectionDetector } from './corrections/correction-detector.js';
export type { Correction, CorrectionKind } from './corrections/types.js';
export { clusterCorrections, proposeMemories, proposeFromClusters, type Cluster, type ProposalSet, type StoredCorrection } from './corrections/propose.js';
export type { MemoryProposal, MemoryProposalSummary, ProposalDecision } from './corrections/proposal-types.js';
export { currentProposals } from './app/proposals.js';
export { parseApprovalAnswer } from './corrections/review.js';
export { applyReview } from './app/review.js';

// The use cases, one per command: what the CLI calls, given settings (settingsFor) and a request.
export { settingsFor, type AppSettings, type SettingsChoice } from './app/settings.js';
export { runAnalyze, type AnalyzeOutcome, type AnalyzeRequest } from './app/analyze.js';
export { runMerge, type MergeOutcome, type MergeRequest } from './app/merge.js';
export { tipsFor, type TipsOutcome, type TipsRequest } from './app/tips.js';
export { tipTextFor, tipTextsOf } from './delegation/tip-texts.js';
export { rankedPatterns, type RankedPatterns } from './app/patterns.js';
export { correctionsReport, delegationReportOf, findingsReport, routesReports, type ReportFilter } from './app/reports.js';
export { proposalsReport } from './app/proposals.js';
export { exportHistory, type ExportRequest, type ExportResult } from './app/export.js';
export { runReview, type ReviewResult, type ReviewRun } from './app/review.js';
export { delegationPreferences, setDelegationPreference, type PreferenceChange } from './app/prefs.js';
export { runPostToolUse, type HookRun, type HookSettings } from './app/hook.js';
export { runSessionStart, type SessionHookResult } from './app/session-start.js';
export { runSessionEnd, type SessionEndResult } from './app/session-end.js';
export { explain, knownIds, type Explanation } from './app/explain.js';
