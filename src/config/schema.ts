/**
 * Every config key tip-miner reads from agent-framework.yaml, as data: type, default and meaning.
 * Validation, defaults and the documentation test of agent-framework.yaml.example all come from here.
 */
export type ConfigValueType = 'boolean' | 'positive-integer' | 'confidence' | 'string' | 'detector-settings' | 'tool-list' | 'repo-aliases';

export interface ConfigKey {
  type: ConfigValueType;
  default: boolean | number | string | undefined;
  description: string;
}

/** The seed's `optimization:` keys. The section may hold the framework's other keys: those are left alone. */
export const OPTIMIZATION_KEYS = {
  enable_tool_pattern_tips: {
    type: 'boolean',
    default: true,
    description: 'Print the tips block (`tip-miner tips`); false makes `tips` print nothing.',
  },
  tool_tips_max_chars: { type: 'positive-integer', default: 1500, description: 'Character budget of the whole tips block.' },
  tool_tips_max_count: { type: 'positive-integer', default: 5, description: 'Most tips in the block.' },
} as const satisfies Record<string, ConfigKey>;

/** tip-miner's own section: every key is known, an unknown one is an error. */
export const TIP_MINER_KEYS = {
  sessions_dir: {
    type: 'string',
    default: 'logs/sessions',
    description: 'A folder `analyze` reads when given no path, besides the folders where agents keep their logs.',
  },
  db: { type: 'string', default: 'tip-miner.db', description: 'History database (SQLite); default in the data home.' },
  memory_dir: { type: 'string', default: 'memory', description: 'Folder of the per-repository memory files; default in the data home.' },
  repo: {
    type: 'string',
    default: undefined,
    description:
      'Repository (owner/name) every session belongs to, whatever its folder; without it each session is named by its own folder (see `tip-miner repos`).',
  },
  repos: {
    type: 'repo-aliases',
    default: undefined,
    description: 'Other names of a repository, so its sessions are filed under one: `acme/widgets: [widgets, widgets-old]` (matched without case).',
  },
  max_line_bytes: {
    type: 'positive-integer',
    default: 64 * 1024 * 1024,
    description: 'Longest log line read, in bytes; a longer line is skipped and counted.',
  },
  max_decompressed_bytes: {
    type: 'positive-integer',
    default: 1024 * 1024 * 1024,
    description: 'Most bytes read out of one .jsonl.gz file once decompressed; the rest is left unread and reported (a gzip bomb stops here).',
  },
  include_failed: { type: 'boolean', default: false, description: 'Also analyse sessions whose task failed.' },
  max_proposals: { type: 'positive-integer', default: 5, description: 'Most memory proposals pending at once (per repository).' },
  min_correction_confidence: {
    type: 'confidence',
    default: 0.6,
    description: 'Corrections below this confidence (0–1) are listed but never clustered into proposals.',
  },
  llm_refinement: {
    type: 'boolean',
    default: false,
    description: 'Ask a local Ollama server to reword proposals into terse rules (kept only when 3–15 words).',
  },
  llm_model: { type: 'string', default: 'llama3.2:3b', description: 'Ollama model for the refinement.' },
  llm_url: { type: 'string', default: 'http://localhost:11434', description: 'Base URL of the Ollama server.' },
  llm_timeout_ms: { type: 'positive-integer', default: 5000, description: 'Timeout of one refinement request, in milliseconds.' },
  delegation_cooldown_calls: {
    type: 'positive-integer',
    default: 5,
    description:
      "Calls a delegation point's cooldown window lasts in one main thread: within it no point of the same or a lower confidence, and a stronger one takes its place.",
  },
  solo_streak_threshold: {
    type: 'positive-integer',
    default: 2,
    description: 'Consecutive main-thread calls without delegating at which the solo-streak advisory fires.',
  },
  solo_streak_min_tokens: {
    type: 'positive-integer',
    default: undefined,
    description:
      "The solo-streak advisory also waits until the streak's calls have put this many tokens of tool results into the context (off by default: threshold alone, as delegation-guard).",
  },
  delegation_hook_min_confidence: {
    type: 'confidence',
    default: 0.7,
    description: 'The live hook speaks for a delegation pattern point only from this confidence (0–1); weaker points stay in `tip-miner delegation`.',
  },
  delegation_acceptance_calls: {
    type: 'positive-integer',
    default: 5,
    description: 'A suggestion point counts as accepted when the agent delegates within this many calls.',
  },
  tip_min_sessions: {
    type: 'positive-integer',
    default: 5,
    description: 'Sessions a tip must have been shown in (and sessions to compare them with) before its effect is judged (`tip-miner report`).',
  },
  ineffective_tip_factor: {
    type: 'confidence',
    default: 0.25,
    description: 'Score factor (0–1) of a tip judged to have no effect, or to make things worse, after enough sessions: it falls in the ranking.',
  },
  delegation_report_footer: {
    type: 'string',
    default: undefined,
    description: 'Text appended to every suggested Task prompt (e.g. how to report results); `{pattern}` and `{goal}` are filled in.',
  },
  routing_confidence_threshold: {
    type: 'confidence',
    default: 0.6,
    description: 'Routing suggests a tool only at this confidence (0–1) or more.',
  },
  routing_max_suggestions: { type: 'positive-integer', default: 2, description: 'Routing suggestions per session, at most.' },
  routing_cooldown_calls: { type: 'positive-integer', default: 5, description: 'Calls between two routing suggestions of one session, at least.' },
  routing_min_events: {
    type: 'positive-integer',
    default: 20,
    description: 'Tool uses a project needs before learned routing patterns are used (the keyword heuristic works before).',
  },
  routing_tools: {
    type: 'tool-list',
    default: undefined,
    description:
      'Tools routing may suggest besides those seen in the logs: a list of `name` ' +
      '(`mcp__<server>__<tool>`, `mcp__<server>`, `skill:<name>`, `/<command>` or a framework tool) with an optional `description`.',
  },
  tip_min_wasted_tokens: {
    type: 'positive-integer',
    default: 500,
    description:
      'A tip is printed only when its pattern wasted at least this many tokens and more than the tip costs in the prompts it stands in; ' +
      'patterns whose detector measures no tokens are exempt and rank after the others (see `tip-miner tips`). 1 turns the floor off.',
  },
  detectors: {
    type: 'detector-settings',
    default: undefined,
    description: 'Per detector id: `enabled: false` to turn it off, and its options (see `tip-miner detectors`).',
  },
} as const satisfies Record<string, ConfigKey>;

/** The config sections tip-miner reads; any other top-level section belongs to the framework and is ignored. */
export const CONFIG_SECTIONS = {
  optimization: { keys: OPTIMIZATION_KEYS as Record<string, ConfigKey>, strict: false },
  tip_miner: { keys: TIP_MINER_KEYS as Record<string, ConfigKey>, strict: true },
} as const;

/**
 * Keys whose values are paths. A path a config file gives is taken from the file's folder; a default
 * from the working folder (`cwd`) or from the data home (`home`, see data-home.ts).
 */
export const PATH_KEYS = { sessions_dir: 'cwd', db: 'home', memory_dir: 'home' } as const satisfies Partial<
  Record<keyof typeof TIP_MINER_KEYS, 'cwd' | 'home'>
>;
export type PathKey = keyof typeof PATH_KEYS;
