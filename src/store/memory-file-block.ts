/**
 * `--write-to FILE`: keeps the approved rules in a marked block of a markdown memory file (CLAUDE.md,
 * AGENTS.md). Only the block is ever rewritten; the rest of the file stays byte for byte. Rules the
 * file already states outside the block are left out. Writing the same rules twice changes nothing.
 * A file whose markers are broken (a start without an end, two blocks) is not touched: an error says why.
 * With no rule to write, a file without a block is left as it is (no empty block, no new file).
 * The file is written through (a link inside the project is followed and stays a link); see user-file.ts
 * for what is refused before anything changes.
 */
import { InputError } from '../errors.js';
import { RULES_END, RULES_START } from '../model/tip-markers.js';
import { statedIn } from '../corrections/already-stated.js';
import { plainName, sanitizeAndRedact } from '../safety/sanitize.js';
import { resolveUserFile, writeUserFile, type UserFileOptions } from './user-file.js';

/** The learned rules' block markers (model/tip-markers.ts: the log readers know them too). */
export const BLOCK_START = RULES_START;
export const BLOCK_END = RULES_END;
/** Longest rule written into the block. */
const MAX_RULE_CHARS = 300;
/** The language label a rule line starts with: `(python) `. */
const LABEL = /^\([^()\n]{1,40}\) /;

export interface BlockRule {
  content: string;
  scope: string;
}

export interface BlockUpdate {
  path: string;
  /** False when the file already held exactly this block. */
  changed: boolean;
  written: string[];
  /** Rules the file already states outside the block. */
  alreadyStated: string[];
}

/** A memory file as it is now: where it leads (store/user-file.ts) and the rules its block lists. */
export interface MemoryFileNow {
  /** The path as given and the real file behind it. */
  paths: string[];
  /** Each rule line of the block, without its language label, as memoryRuleText gives it. */
  blockRules: string[];
}

export function readMemoryFile(path: string, options: UserFileOptions): MemoryFileNow {
  const file = resolveUserFile(path, options);
  const block = splitAroundBlock(file.existing?.text ?? '', path);
  const blockRules = (block?.inside ?? '')
    .split(/\r?\n/)
    .flatMap((line) => (line.startsWith('- ') ? [line.slice(2).replace(LABEL, '')] : []))
    .filter((rule) => rule !== '');
  return { paths: [...new Set([file.given, file.target])], blockRules };
}

/** A rule's text as the block writes it (plain, capped; '' when nothing is left). */
export function memoryRuleText(content: string): string {
  return sanitizeAndRedact(content, { maxChars: MAX_RULE_CHARS });
}

export function updateMemoryBlock(path: string, rules: readonly BlockRule[], options: UserFileOptions): BlockUpdate {
  const file = resolveUserFile(path, options);
  const before = file.existing?.text ?? '';
  const newline = lineEndingOf(before);
  const block = splitAroundBlock(before, path);
  const outside = block ? `${block.head}\n${block.tail}` : before;
  const written: BlockRule[] = [];
  const alreadyStated: string[] = [];
  // one line per rule text, whatever its case or scope (the first scope given wins)
  const seen = new Set<string>();
  for (const rule of rules.flatMap(fitForMemory)) {
    const key = rule.content.trim().toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    if (statedIn(outside, rule.content)) alreadyStated.push(rule.content);
    else written.push(rule);
  }
  // nothing to keep and no block yet: the file is not created, nor given an empty block
  if (written.length === 0 && block === undefined) return { path, changed: false, written: [], alreadyStated };
  const lines = written.map((rule) => `- ${scopeLabel(rule.scope)}${rule.content}`);
  const rendered = [
    BLOCK_START,
    '## Learned rules',
    '',
    '_Approved with `tip-miner review`. tip-miner rewrites this block; edit outside it._',
    '',
    ...lines,
    BLOCK_END,
  ].join(newline);
  let text: string;
  if (block) text = `${block.head}${rendered}${block.tail}`;
  else if (before.length === 0) text = `${rendered}${newline}`;
  else text = `${before}${separator(before, newline)}${rendered}${newline}`;
  const changed = text !== before;
  if (changed) writeUserFile(file, text);
  return { path, changed, written: written.map((rule) => rule.content), alreadyStated };
}

/**
 * A rule as it may stand in a file people commit and agents read: one line of plain text (no escape,
 * bidi or invisible character, no HTML, no markdown link, heading or fence, no secret), capped; a rule
 * with nothing left is left out.
 */
function fitForMemory(rule: BlockRule): BlockRule[] {
  const content = memoryRuleText(rule.content);
  return content === '' ? [] : [{ content, scope: rule.scope }];
}

/** The file's own line ending, as its first line has it. */
function lineEndingOf(text: string): string {
  const end = text.indexOf('\n');
  return end > 0 && text[end - 1] === '\r' ? '\r\n' : '\n';
}

/** A blank line between the file's last line and the block. */
function separator(text: string, newline: string): string {
  if (text.endsWith(newline + newline)) return '';
  return text.endsWith(newline) ? newline : newline + newline;
}

/** The text before, inside and after the block, or undefined when the file has none. */
function splitAroundBlock(text: string, path: string): { head: string; inside: string; tail: string } | undefined {
  const starts = occurrences(text, BLOCK_START);
  const ends = occurrences(text, BLOCK_END);
  if (starts.length === 0 && ends.length === 0) return undefined;
  const start = starts.length === 1 ? starts[0] : undefined;
  const end = ends.length === 1 ? ends[0] : undefined;
  if (start === undefined || end === undefined || end < start) {
    throw new InputError(
      `${path}: the ${BLOCK_START} … ${BLOCK_END} markers are broken (${starts.length} start, ${ends.length} end); ` +
        'fix them by hand, the file was not changed',
    );
  }
  return { head: text.slice(0, start), inside: text.slice(start + BLOCK_START.length, end), tail: text.slice(end + BLOCK_END.length) };
}

/** Offsets of the marker where it stands alone on its line (a mention in prose or inline code is no marker). */
function occurrences(text: string, marker: string): number[] {
  const found: number[] = [];
  for (let at = text.indexOf(marker); at !== -1; at = text.indexOf(marker, at + marker.length)) {
    const lineStart = text.lastIndexOf('\n', at - 1) + 1;
    const lineEnd = text.indexOf('\n', at);
    const line = text.slice(lineStart, lineEnd === -1 ? text.length : lineEnd);
    if (line.trim() === marker) found.push(at);
  }
  return found;
}

/** Language rules say their language; universal and project rules (the file is the project's) need no label. */
function scopeLabel(scope: string): string {
  const language = scope.startsWith('language:') ? plainName(scope.slice('language:'.length), 40) : undefined;
  return language !== undefined ? `(${language}) ` : '';
}
