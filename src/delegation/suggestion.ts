/**
 * Turns a pattern found in the calls into a copy-paste-ready `Task(…)` call (valid Python call
 * syntax, as the seed shows it): the prompt names the goal inferred from the files, the files
 * themselves (at most 5; never the agent's own plans or memory files, never a folder searched in: that
 * is named with its search), the failing test command for debugging, and ends with the configured
 * report-back footer. The context it would have saved is the real size of the results of the calls
 * it would have absorbed, in tokens (4 bytes each), not an estimate from call counts. It goes into the
 * agent's prompt: only files of a plain shape are named, searches and commands are sanitised (they
 * were redacted when they left the log: delegation-call.ts).
 */
import { BYTES_PER_TOKEN } from '../detectors/types.js';
import { inWordsOf } from '../detectors/metas/wording.js';
import { agentProfile } from '../ingest/formats/agents.js';
import type { FormatId } from '../ingest/formats/format.js';
import { distinctFiles } from './patterns/define.js';
import { delegationPatternById } from './patterns/index.js';
import { inferGoal } from './goal.js';
import { pythonStringBody } from './python-string.js';
import { pathInCode, plainPath, sanitizeAndRedact } from '../safety/sanitize.js';
import type { DelegationCall, DelegationPatternId, PatternMatch } from './types.js';
import { isCodebaseFile } from './work-files.js';

const MAX_SUGGESTED_FILES = 5;
const INDENT = '    ';
const MAX_DESCRIPTION = 48;
/** A search pattern or test command in the prompt, at most. */
const MAX_PROMPT_TEXT = 160;

export interface SuggestionOptions {
  /** Text appended to every prompt (config `delegation_report_footer`); `{pattern}` and `{goal}` are filled in. */
  footer?: string;
}

export interface Suggestion {
  pattern: DelegationPatternId;
  subagentType: string;
  goal: string;
  /** The files the prompt names (at most 5). */
  files: string[];
  /** The `Task(…)` call to paste. */
  code: string;
  /** Result bytes of the calls a sub-agent would have absorbed, where the log tells sizes. */
  contextBytes?: number;
  contextTokens?: number;
}

/**
 * `format`: the log format of the session, whose agent's delegation tool and sub-agent type the call is written
 * in (its profile's `tools.delegate` and words, detectors/metas/wording.ts); Claude Code's `Task` by default.
 */
export function buildSuggestion(match: PatternMatch, options: SuggestionOptions = {}, format?: FormatId): Suggestion {
  const { meta: own } = delegationPatternById(match.pattern);
  const meta = format === undefined ? own : { ...own, ...inWordsOf(own, format) };
  const tool = (format === undefined ? undefined : agentProfile(format).tools.delegate) ?? 'Task';
  const allFiles = onceEach(distinctFiles(match.calls).flatMap((file) => (isCodebaseFile(file) ? (plainPath(file) ?? []) : [])));
  const files = allFiles.slice(0, MAX_SUGGESTED_FILES);
  const searches = [...new Set(match.calls.flatMap((call) => promptTextsOf(call).searchLine))];
  const grepped = [...new Set(match.calls.flatMap((call) => (call.tool === 'Grep' ? promptTextsOf(call).search : [])))];
  const goal = inferGoal(allFiles, grepped);
  const values: Record<string, string> = { goal, test: promptText(match.testCommand)[0] ?? 'the test command', pattern: match.pattern };
  const fill = (template: string) => template.replace(/\{(goal|test|pattern)\}/g, (placeholder: string, key: string) => values[key] ?? placeholder);
  const lines = [fill(meta.prompt.lead), ''];
  if (files.length > 0) {
    // each a code span: the plain-name rule keeps backticks out of the names (safety/sanitize.ts)
    lines.push(meta.prompt.filesHeading, ...files.map((file) => `- \`${file}\``));
    if (allFiles.length > files.length) lines.push(`- … and ${allFiles.length - files.length} more`);
    lines.push('');
  }
  if (searches.length > 0 && match.pattern === 'exploration') lines.push('Searches so far:', ...searches.slice(0, 3).map((search) => `- ${search}`), '');
  lines.push('Please:', ...meta.prompt.asks.map((ask, index) => `${index + 1}. ${ask}`), '', 'Return a short structured summary.');
  if (options.footer !== undefined && options.footer.trim() !== '') lines.push('', ...fill(options.footer.trim()).split('\n'));
  const prompt = lines.map((line) => (line === '' ? '' : `${INDENT}${line}`)).join('\n');
  const code = [
    `${tool}(`,
    `${INDENT}description="${pythonStringBody(shorten(fill(meta.description)), false)}",`,
    `${INDENT}prompt="""`,
    pythonStringBody(prompt, true),
    `${INDENT}""",`,
    `${INDENT}subagent_type="${pythonStringBody(meta.subagentType, false)}"`,
    ')',
  ].join('\n');
  const suggestion: Suggestion = { pattern: match.pattern, subagentType: meta.subagentType, goal, files, code };
  const bytes = knownResultBytes(match);
  if (bytes !== undefined) {
    suggestion.contextBytes = bytes;
    suggestion.contextTokens = Math.ceil(bytes / BYTES_PER_TOKEN);
  }
  return suggestion;
}

/**
 * Each file once: an absolute path that ends with a relative one of the list is that file seen from another
 * working folder (a `cd` in the session): the relative one stays.
 */
function onceEach(files: readonly string[]): string[] {
  const relative = files.filter((file) => !file.startsWith('/'));
  return files.filter((file) => !file.startsWith('/') || !relative.some((other) => file.endsWith(`/${other}`)));
}

interface CallPromptTexts {
  search: string[];
  searchLine: string[];
}

/**
 * A call's texts as a prompt may show them, worked out once per call: the windows of consecutive points
 * overlap, so most calls are in several suggestions, and sanitising is the dearest part of one.
 */
const PROMPT_TEXTS = new WeakMap<DelegationCall, CallPromptTexts>();

function promptTextsOf(call: DelegationCall): CallPromptTexts {
  let texts = PROMPT_TEXTS.get(call);
  if (texts === undefined) {
    const search = promptText(call.search);
    texts = { search, searchLine: searchLine(call, search) };
    PROMPT_TEXTS.set(call, texts);
  }
  return texts;
}

/** A search as the prompt lists it: the pattern, and the folder it searched in (a scope, never a file). */
function searchLine(call: DelegationCall, [search]: readonly string[]): string[] {
  if (search === undefined) return [];
  const scopes = (call.scopes ?? []).filter((scope) => scope !== '.').flatMap((scope) => pathInCode(scope) ?? []);
  return [scopes.length > 0 ? `${search} (in ${scopes.join(', ')})` : search];
}

/** A search or command as it may stand in a prompt: one plain line, or nothing. */
function promptText(text: string | undefined): string[] {
  if (text === undefined) return [];
  const clean = sanitizeAndRedact(text, { maxChars: MAX_PROMPT_TEXT });
  return clean === '' ? [] : [clean];
}

/** Task's description is meant to be a few words; a code span the cut falls in is closed after the `…`. */
function shorten(text: string): string {
  if (text.length <= MAX_DESCRIPTION) return text;
  const cut = text.slice(0, MAX_DESCRIPTION - 1);
  return (cut.match(/`/g)?.length ?? 0) % 2 === 1 ? `${cut.slice(0, -1)}…\`` : `${cut}…`;
}

function knownResultBytes(match: PatternMatch): number | undefined {
  let total = 0;
  let known = false;
  for (const call of match.calls) {
    if (call.resultBytes === undefined) continue;
    total += call.resultBytes;
    known = true;
  }
  return known ? total : undefined;
}
