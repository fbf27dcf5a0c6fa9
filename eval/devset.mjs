/**
 * The development set: real logs of other people with every human turn labelled (../shared/devset beside
 * the repository, or TIP_MINER_DEVSET). Its own labels are the truth: `labels/human-turns.json` (one label
 * per human turn: file, line, kind, lang, rule), `labels/findings.json` (tool-pattern occurrences and tool
 * calls per file); the rules its labels show said in two or more sessions are grouped by hand in
 * eval/labels/devset/rule-groups.json (grouping free-text rules takes judgement). Nothing of the devset is
 * ever copied into the repository: it is read where it is.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '..');
export const RULE_GROUPS_FILE = join(here, 'labels', 'devset', 'rule-groups.json');

/** Where the devset is: TIP_MINER_DEVSET, else ../shared/devset beside the repository. */
export function devsetLocation() {
  const fromEnv = process.env.TIP_MINER_DEVSET;
  return fromEnv !== undefined && fromEnv !== '' ? resolve(fromEnv) : resolve(repoRoot, '../shared/devset');
}

/** The devset's labels, files relative to `root` as the labels give them; `problem` when something is missing. */
export function loadDevset(root) {
  const turnsFile = join(root, 'labels', 'human-turns.json');
  const findingsFile = join(root, 'labels', 'findings.json');
  for (const file of [root, turnsFile, findingsFile]) {
    if (!existsSync(file)) return { problem: `the devset is missing ${file}: set TIP_MINER_DEVSET to its folder, or run npm run eval -- --no-devset` };
  }
  const turns = JSON.parse(readFileSync(turnsFile, 'utf8')).human_turns;
  const findings = JSON.parse(readFileSync(findingsFile, 'utf8'));
  const groups = JSON.parse(readFileSync(RULE_GROUPS_FILE, 'utf8')).groups ?? [];
  const missing = [...new Set([...turns.map((turn) => turn.file), ...Object.keys(findings.tool_calls ?? {})])].filter((file) => !existsSync(join(root, file)));
  if (missing.length > 0) return { problem: `devset logs missing under ${root}: ${missing.join(', ')}` };
  return { root, turns, occurrences: findings.occurrences ?? [], toolCalls: findings.tool_calls ?? {}, ruleGroups: groups };
}

/**
 * The text a person typed at a log line, as far as the line tells it (for listing misses): a Claude Code
 * user message's text, a rejection reason's tool result, a Codex user_message; '' for anything else.
 */
export function typedTextAt(file, line) {
  const text = readFileSync(file, 'utf8').split('\n')[line - 1];
  if (text === undefined) return '';
  let value;
  try {
    value = JSON.parse(text);
  } catch {
    return '';
  }
  if (value?.payload?.type === 'user_message') return String(value.payload.message ?? '');
  const content = value?.message?.content;
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .map((block) => (block?.type === 'text' ? block.text : block?.type === 'tool_result' ? contentText(block.content) : ''))
    .filter(Boolean)
    .join(' ');
}

function contentText(content) {
  if (typeof content === 'string') return content;
  return Array.isArray(content) ? content.map((part) => (typeof part?.text === 'string' ? part.text : '')).join(' ') : '';
}
