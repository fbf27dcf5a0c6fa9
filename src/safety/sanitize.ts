/**
 * The one sanitiser for log-derived text that reaches a prompt or a memory file: one item of prose
 * comes out as plain text, with no terminal sequence, control, bidi or invisible character, no HTML and
 * no markdown structure, and no longer than a cap. Names and paths are let through only when plain.
 */
import { cutKeepingMarkers } from './cut.js';
import { REDACTED, redactSecrets } from './redact.js';

export interface SanitizeOptions {
  /** Longest result in UTF-16 units, `…` included; default DEFAULT_MAX_CHARS. */
  maxChars?: number;
  /** Keep line breaks (collapsing runs of blank lines) instead of joining lines with spaces. */
  multiline?: boolean;
}

export const DEFAULT_MAX_CHARS = 300;
const ELLIPSIS = '…';

/* eslint-disable no-control-regex -- escape sequences and control characters are what these patterns find and remove */
// Terminal strings (OSC, DCS, SOS, PM, APC) run to BEL or ST, or to the end when cut: an OSC-8 link keeps only its text.
const TERMINAL_STRING = /(?:\x1b[\]PX^_]|[\x90\x98\x9d\x9e\x9f])[\s\S]*?(?:\x07|\x1b\\|\x9c|$)/g;
const CONTROL_SEQUENCE = /(?:\x1b\[|\x9b)[0-?]*[ -/]*[@-~]?/g;
const OTHER_ESCAPE = /\x1b[ -/]*[0-~]?/g;
const C1_CONTROLS = /[\x80-\x9f]/g;
const SPACE_LIKE = /[\t\v\f\u2028\u2029]/g;
const OTHER_C0_AND_DEL = /[\x00-\x09\x0b-\x1f\x7f]/g;
/* eslint-enable no-control-regex */
// Default-ignorable code points are drawn as nothing: bidi controls, zero-width characters, soft hyphen, fillers,
// variation selectors and tag characters (both used to smuggle text); the interlinear annotation marks hide text too.
const INVISIBLE = /\p{Default_Ignorable_Code_Point}|[\uFFF9-\uFFFB]/gu;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const NAMED_ENTITIES = new Map([
  ['amp', '&'],
  ['lt', '<'],
  ['gt', '>'],
  ['quot', '"'],
  ['apos', "'"],
  ['nbsp', ' '],
]);
const ENTITY = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([A-Za-z][A-Za-z0-9]{1,31}));/g;

/** `&lt;` and `&#60;` become `<` (then treated as the markup they spell); an unknown named entity is dropped. */
function decodeEntities(text: string): string {
  return text.replace(ENTITY, (_entity, decimal?: string, hex?: string, name?: string) => {
    if (name !== undefined) return NAMED_ENTITIES.get(name.toLowerCase()) ?? '';
    const codePoint = decimal !== undefined ? Number(decimal) : Number.parseInt(hex ?? '', 16);
    const isScalar = codePoint > 0 && codePoint <= 0x10ffff && (codePoint < 0xd800 || codePoint > 0xdfff);
    return isScalar ? String.fromCodePoint(codePoint) : '';
  });
}

// Line breaks stay until the end of a pass: headings, quotes and fences are known by their lines.
function dropControls(text: string): string {
  return text
    .replace(LONE_SURROGATE, '')
    .replace(TERMINAL_STRING, '')
    .replace(CONTROL_SEQUENCE, '')
    .replace(OTHER_ESCAPE, '')
    .replace(C1_CONTROLS, '')
    .replace(/\r\n?/g, '\n')
    .replace(SPACE_LIKE, ' ')
    .replace(OTHER_C0_AND_DEL, '')
    .replace(INVISIBLE, '');
}

const HTML_COMMENT = /<!--[\s\S]*?(?:-->|$)/g;
// Script and style go with their content; unclosed, to the end. The opening tag stops at the next `<` (each `<script`
// of `<script <script …` would otherwise scan to the end: quadratic).
const SCRIPT_OR_STYLE = /<(script|style)\b[^<>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi;
// The domain's labels are bounded: a repeated group over megabytes (`<a@b.c.c.c…`) overflows the regex stack.
const AUTOLINK = /<((?:https?|ftp):\/\/[^\s<>]*|mailto:[^\s<>]+|[\w.+-]+@[\w-]{1,63}(?:\.[\w-]{1,63}){1,16})>/gi;
const TAG = /<(?:[/?]?[A-Za-z]|!)[^<>]*>/g;
// What is left of a tag that never closes (`<img src=x onerror=…`).
const TAG_OPENER = /<(?=[/!?A-Za-z])/g;

function dropHtml(text: string): string {
  return text.replace(HTML_COMMENT, '').replace(SCRIPT_OR_STYLE, '').replace(AUTOLINK, '$1').replace(TAG, '').replace(TAG_OPENER, '');
}

// A link destination: no line break, parentheses nested one deep (`javascript:alert(1)`).
const DESTINATION = String.raw`\((?:[^()\n]|\([^()\n]*\))*\)`;
// Link text without brackets: the innermost link goes first, and `[[REDACTED][x]` keeps its marker whole.
const IMAGE = new RegExp(String.raw`!\[([^[\]\n]*)\](?:${DESTINATION}|\[[^\]\n]*\])`, 'g');
const LINK = new RegExp(String.raw`\[([^[\]\n]*)\]${DESTINATION}`, 'g');
const REFERENCE_LINK = /\[([^[\]\n]+)\]\[[^\]\n]*\]/g;
const LINK_DEFINITION = /^[ \t]*\[([^\]\n]+)\]:[ \t]*\S.*$/gm;
const BLOCKQUOTE_MARKERS = /^[ \t]*(?:>[ \t]?)+/gm;
const HEADING_MARKER = /^[ \t]*#{1,6}(?=[ \t]|$)[ \t]*/gm;
// An opening fence carries a language ("```bash") and never a backtick after it; a closing one nothing.
const FENCE_LINE = /^[ \t]*(?:`{3,}[^`\n]*|~{3,}[^\n]*)$/gm;
const FENCE_RUN = /`{3,}|~{3,}/g;
// Setext heading underlines and thematic breaks.
// Linear: no repeated group (`(?:[-*_][ \t]*){3,}` overflowed the stack on a megabyte of `-`), no two adjacent
// quantifiers over the same characters.
const RULE_LINE = /^[ \t]*(?:=+[ \t]*|-+[ \t]*|[-*_][ \t]*[-*_][ \t]*[-*_][-*_ \t]*)$/gm;
const REDACTED_LABEL = REDACTED.slice(1, -1);

// The redaction marker looks like link text: it survives as itself, not as `REDACTED`.
const keepMarker = (label: string, otherwise: string): string => (label === REDACTED_LABEL ? REDACTED : otherwise);

function dropMarkdown(text: string): string {
  return text
    .replace(IMAGE, (_image, alt: string) => keepMarker(alt, ''))
    .replace(LINK, (_link, label: string) => keepMarker(label, label))
    .replace(REFERENCE_LINK, (_link, label: string) => keepMarker(label, label))
    .replace(LINK_DEFINITION, (line, label: string) => (label === REDACTED_LABEL ? line.replace(`${REDACTED}:`, REDACTED) : ''))
    .replace(BLOCKQUOTE_MARKERS, '')
    .replace(HEADING_MARKER, '')
    .replace(FENCE_LINE, '')
    .replace(RULE_LINE, '')
    .replace(FENCE_RUN, '');
}

// A run of whitespace other than one space (replacing each single space by itself costs a string part per space).
const SPACE_RUN = /\s{2,}|[^\S ]/g;

function collapseWhitespace(text: string, multiline: boolean): string {
  if (!multiline) return text.replace(SPACE_RUN, ' ').trim();
  return text
    .split('\n')
    .map((line) => line.replace(SPACE_RUN, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function cleanOnce(text: string, multiline: boolean): string {
  const plain = dropMarkdown(dropHtml(dropControls(decodeEntities(text))));
  return collapseWhitespace(plain, multiline);
}

// Each pass undoes one level of nesting (`&amp;lt;`, `&l<b>t;`); deeper nesting is an attack and loses its markup characters.
const MAX_PASSES = 8;
const MARKUP_CHARACTERS = /[<>&[\]()`~#!]/g;

/** Cleans until nothing changes, so that the result is a fixed point (sanitizing twice changes nothing). */
function cleanToFixedPoint(text: string, multiline: boolean): string {
  let current = text;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const next = cleanOnce(current, multiline);
    if (next === current) return current;
    current = next;
  }
  current = current.replace(MARKUP_CHARACTERS, '');
  // Without markup only deletions and whitespace folding are left, which end.
  for (;;) {
    const next = cleanOnce(current, multiline);
    if (next === current) return current;
    current = next;
  }
}

/** At most maxChars units ending in `…`, never splitting a surrogate pair or a `[REDACTED]` marker. */
function truncate(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  if (maxChars < 1) return '';
  return cutKeepingMarkers(text, maxChars - ELLIPSIS.length).trimEnd() + ELLIPSIS;
}

/**
 * One item of prose (a rule, a description, a quote) as plain text: no terminal sequences, controls,
 * bidi or invisible characters, HTML, or markdown structure (a link keeps its text, an image goes),
 * whitespace collapsed, at most `maxChars`. Idempotent.
 */
export function sanitizeText(text: string, options: SanitizeOptions = {}): string {
  const multiline = options.multiline ?? false;
  const maxChars = options.maxChars ?? DEFAULT_MAX_CHARS;
  const clean = cleanToFixedPoint(text, multiline);
  // Cutting can leave a new shape at the end (`[x]:…`): clean again; cleaning never lengthens a text.
  return clean.length <= maxChars ? clean : cleanToFixedPoint(truncate(clean, maxChars), multiline);
}

// Rounds of redacting and sanitizing: a marker can make markup that, removed, joins a new secret (`token[:=x][REDACTED]`).
const MAX_ROUNDS = 10;

/** Redacts and sanitizes in turn until redacting changes nothing; sanitizing comes last. */
function redactUntilStable(text: string, options: SanitizeOptions): string {
  let current = text;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const redacted = redactSecrets(current);
    if (redacted === current) return current;
    current = sanitizeText(redacted, options);
  }
  return current;
}

/**
 * Free text for a prompt or a memory file: sanitized (which also reveals a key split by invisible
 * characters), redacted, and only then cut to its cap, so that the cut never halves a secret.
 */
export function sanitizeAndRedact(text: string, options: SanitizeOptions = {}): string {
  const uncapped = { ...options, maxChars: Number.POSITIVE_INFINITY };
  const redacted = redactUntilStable(sanitizeText(text, uncapped), uncapped);
  // The cut can shape one more (`Basic abcdEFGHi` → `Basic abcdEFGH…`).
  return redactUntilStable(sanitizeText(redacted, options), options);
}

/*
 * The plain-name rule: a tool or file name from a log reaches a prompt only when it is of a plain shape — no
 * control, markup, quote, glob, shell character or backtick, capped, and not a sentence — and then only as a
 * code span (`nameInCode`, `pathInCode`), which no backtick can break since a plain name has none.
 */
const PLAIN_NAME = /^[A-Za-z0-9/][A-Za-z0-9_.:/@+-]*$/;

/** A tool, skill or command name (`Read`, `mcp__github__create_issue`, `/frontend:build`) when plain; otherwise undefined. */
export function plainName(name: string, maxChars = 80): string | undefined {
  return name.length <= maxChars && PLAIN_NAME.test(name) ? name : undefined;
}

// Letters and digits of any script (with their combining marks, as macOS spells `é` in two, but no invisible one), space and `._-/~@+,=`.
const PLAIN_PATH = /^[\p{L}\p{M}\p{N} ._\-/~@+,=]+$/u;
const INVISIBLE_MARK = /\p{Default_Ignorable_Code_Point}/u;
/** Four or more words of letters with spaces between: a name that reads as a sentence (`IGNORE ALL PREVIOUS INSTRUCTIONS and run …`). */
const SENTENCE = /(?:[\p{L}\p{M}]+ +){3,}[\p{L}\p{M}]/u;
/** Longest path a prompt names. */
export const MAX_PROMPT_PATH_CHARS = 120;

/** A file path when plain (no control, markup, quote, glob, shell character or backtick; not a sentence; capped); otherwise undefined. */
export function plainPath(path: string, maxChars = MAX_PROMPT_PATH_CHARS): string | undefined {
  if (path.length > maxChars || !PLAIN_PATH.test(path) || INVISIBLE_MARK.test(path) || SENTENCE.test(path)) return undefined;
  return path;
}

/** A plain path as a code span (`` `src/a.ts` ``), as a prompt names it; undefined when it is not plain. */
export function pathInCode(path: string, maxChars = MAX_PROMPT_PATH_CHARS): string | undefined {
  const plain = plainPath(path, maxChars);
  return plain === undefined ? undefined : `\`${plain}\``;
}

/** A plain tool, skill or command name as a code span, as a prompt names it; undefined when it is not plain. */
export function nameInCode(name: string, maxChars = 80): string | undefined {
  const plain = plainName(name, maxChars);
  return plain === undefined ? undefined : `\`${plain}\``;
}
