/**
 * `--write-to FILE`: keeps the approved rules in a marked block of a markdown memory file (CLAUDE.md,
 * AGENTS.md). Only the block is ever rewritten; the rest of the file stays byte for byte, whatever its
 * encoding (not UTF-8, CRLF, a byte order mark, NUL bytes, no last newline; UTF-16 with a byte order mark:
 * file-encoding.ts), and a file whose lines cannot be found safely (UTF-32, UTF-16 without a mark) is refused. Rules the
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
import { decodeFor, encodeFor, fileUnits, unsafeEncoding, type FileEncoding } from './file-encoding.js';
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
  const parts = splitAroundBlock(file.existing?.bytes ?? Buffer.alloc(0), path);
  const blockRules = (parts.block ? decodeFor(parts.encoding, parts.block.inside) : '')
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
  const before = file.existing?.bytes ?? Buffer.alloc(0);
  const { encoding, units, block } = splitAroundBlock(before, path);
  const newline = lineEndingOf(units);
  const outside = block ? `${decodeFor(encoding, block.head)}\n${decodeFor(encoding, block.tail)}` : decodeFor(encoding, before);
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
  // every byte outside the block is the file's own, whatever its encoding: only the block is encoded here
  let bytes: Buffer;
  if (block) bytes = Buffer.concat([block.head, encodeFor(encoding, rendered), block.tail]);
  else if (before.length === 0) bytes = encodeFor(encoding, `${rendered}${newline}`);
  else bytes = Buffer.concat([before, encodeFor(encoding, `${separator(units, newline)}${rendered}${newline}`)]);
  const changed = !bytes.equals(before);
  if (changed) writeUserFile(file, bytes);
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
function lineEndingOf(units: string): string {
  const end = units.indexOf('\n');
  return end > 0 && units[end - 1] === '\r' ? '\r\n' : '\n';
}

/** A blank line between the file's last line and the block. */
function separator(units: string, newline: string): string {
  if (units.endsWith(newline + newline)) return '';
  return units.endsWith(newline) ? newline : newline + newline;
}

interface AroundBlock {
  encoding: FileEncoding;
  units: string;
  /** The bytes before, inside and after the block, or undefined when the file has none. */
  block?: { head: Buffer; inside: Buffer; tail: Buffer };
}

/**
 * The file cut around its block, as bytes. The markers are found as lines of the file's own code units, so
 * a file in any ASCII-compatible encoding, or UTF-16 with a byte order mark, is cut exactly; one whose
 * lines cannot be found safely, or whose markers are broken, is refused before anything changes.
 */
function splitAroundBlock(bytes: Buffer, path: string): AroundBlock {
  const { encoding, units, unitBytes } = fileUnits(bytes);
  const starts = occurrences(units, BLOCK_START);
  const ends = occurrences(units, BLOCK_END);
  if (starts.length === 0 && ends.length === 0) {
    const unsafe = unsafeEncoding(bytes);
    if (unsafe !== undefined)
      throw new InputError(
        `${path} ${unsafe}; tip-miner cannot place its block in it safely, the file was not changed (save it as UTF-8, or UTF-16 with a byte order mark)`,
      );
    return { encoding, units };
  }
  const start = starts.length === 1 ? starts[0] : undefined;
  const end = ends.length === 1 ? ends[0] : undefined;
  if (start === undefined || end === undefined || end < start) {
    throw new InputError(
      `${path}: the ${BLOCK_START} … ${BLOCK_END} markers are broken (${starts.length} start, ${ends.length} end); ` +
        'fix them by hand, the file was not changed',
    );
  }
  const byteAt = (unit: number): number => unit * unitBytes;
  return {
    encoding,
    units,
    block: {
      head: bytes.subarray(0, byteAt(start)),
      inside: bytes.subarray(byteAt(start + BLOCK_START.length), byteAt(end)),
      tail: bytes.subarray(byteAt(end + BLOCK_END.length)),
    },
  };
}

/** A byte order mark as the first units of a file: UTF-8's read as Latin-1, or UTF-16's. */
const LEADING_MARK = /^(?:\u00EF\u00BB\u00BF|\uFEFF)/;

/** Offsets of the marker where it stands alone on its line (a mention in prose or inline code is no marker). */
function occurrences(units: string, marker: string): number[] {
  const found: number[] = [];
  for (let at = units.indexOf(marker); at !== -1; at = units.indexOf(marker, at + marker.length)) {
    const lineStart = units.lastIndexOf('\n', at - 1) + 1;
    const lineEnd = units.indexOf('\n', at);
    const line = units.slice(lineStart, lineEnd === -1 ? units.length : lineEnd);
    if ((lineStart === 0 ? line.replace(LEADING_MARK, '') : line).trim() === marker) found.push(at);
  }
  return found;
}

/** Language rules say their language; universal and project rules (the file is the project's) need no label. */
function scopeLabel(scope: string): string {
  const language = scope.startsWith('language:') ? plainName(scope.slice('language:'.length), 40) : undefined;
  return language !== undefined ? `(${language}) ` : '';
}
