/**
 * A JSON text read with the place of every value in it, and edits that set one value, add one member or
 * item, or remove one — each leaving every other byte as it was: a settings file a person keeps by hand
 * (key order, indentation, line endings, the spelling of its numbers) changes only where asked. Added text
 * follows the file: its indentation unit and line ending, one line per member where the container has one
 * per line, `{ "a": 1 }` where it is written on one line. Strict JSON only: a comment, a trailing comma, a
 * duplicate key or a second value is a JsonTextError naming the line and column. Keys are kept in arrays,
 * never as property names (a key `__proto__` is a key).
 */

export interface JsonSpan {
  /** Offset of the value's first character. */
  start: number;
  /** Offset just after its last character. */
  end: number;
}

export interface JsonMember {
  key: string;
  /** Offset of the key's opening quote. */
  keyStart: number;
  value: JsonNode;
}

export interface JsonObjectNode extends JsonSpan {
  kind: 'object';
  members: JsonMember[];
}

export interface JsonArrayNode extends JsonSpan {
  kind: 'array';
  items: JsonNode[];
}

export interface JsonScalarNode extends JsonSpan {
  kind: 'scalar';
  value: string | number | boolean | null;
}

export type JsonNode = JsonObjectNode | JsonArrayNode | JsonScalarNode;

/** What is wrong with a JSON text, with where (`line 3, column 5: …`); the caller names the file. */
export class JsonTextError extends Error {
  override readonly name = 'JsonTextError';
}

/** Nesting deeper than this is refused (a hostile file must not overflow the stack). */
const MAX_DEPTH = 256;
const BOM = '\uFEFF';
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

/** The value of a JSON text (a leading BOM is allowed and kept), with the place of each value. */
export function parseJsonText(text: string): JsonNode {
  const parser = new Parser(text);
  parser.at = text.startsWith(BOM) ? BOM.length : 0;
  parser.skipSpace();
  const root = parser.value(0);
  parser.skipSpace();
  if (parser.at < text.length) parser.fail('more text after the JSON value');
  return root;
}

class Parser {
  at = 0;

  constructor(private readonly text: string) {}

  value(depth: number): JsonNode {
    if (depth > MAX_DEPTH) this.fail(`nested more than ${MAX_DEPTH} levels deep`);
    const char = this.text[this.at];
    if (char === '{') return this.object(depth);
    if (char === '[') return this.array(depth);
    if (char === '"') {
      const start = this.at;
      return { kind: 'scalar', value: this.string(), start, end: this.at };
    }
    const start = this.at;
    for (const [word, value] of [
      ['true', true],
      ['false', false],
      ['null', null],
    ] as const) {
      if (this.text.startsWith(word, start)) {
        this.at += word.length;
        return { kind: 'scalar', value, start, end: this.at };
      }
    }
    NUMBER.lastIndex = start;
    const number = NUMBER.exec(this.text);
    if (number) {
      this.at += number[0].length;
      return { kind: 'scalar', value: Number(number[0]), start, end: this.at };
    }
    return this.fail(char === undefined ? 'the text ends where a value was expected' : `${describeChar(char)} where a value was expected`);
  }

  private object(depth: number): JsonObjectNode {
    const start = this.at++;
    const members: JsonMember[] = [];
    const keys = new Set<string>();
    this.skipSpace();
    if (this.text[this.at] === '}') return { kind: 'object', members, start, end: ++this.at };
    for (;;) {
      this.skipSpace();
      if (this.text[this.at] !== '"') this.expected('a key in double quotes');
      const keyStart = this.at;
      const key = this.string();
      if (keys.has(key)) this.fail(`the key ${JSON.stringify(key)} appears twice in one object`, keyStart);
      keys.add(key);
      this.skipSpace();
      if (this.text[this.at] !== ':') this.expected("':'");
      this.at++;
      this.skipSpace();
      members.push({ key, keyStart, value: this.value(depth + 1) });
      this.skipSpace();
      const next = this.text[this.at];
      this.at++;
      if (next === '}') return { kind: 'object', members, start, end: this.at };
      if (next !== ',') this.expected("',' or '}'", this.at - 1);
    }
  }

  private array(depth: number): JsonArrayNode {
    const start = this.at++;
    const items: JsonNode[] = [];
    this.skipSpace();
    if (this.text[this.at] === ']') return { kind: 'array', items, start, end: ++this.at };
    for (;;) {
      this.skipSpace();
      items.push(this.value(depth + 1));
      this.skipSpace();
      const next = this.text[this.at];
      this.at++;
      if (next === ']') return { kind: 'array', items, start, end: this.at };
      if (next !== ',') this.expected("',' or ']'", this.at - 1);
    }
  }

  /** A string at `at` (its opening quote), its escapes checked by JSON.parse. */
  private string(): string {
    const start = this.at;
    let index = start + 1;
    for (;;) {
      const char = this.text[index];
      if (char === undefined) this.fail('a string is not closed', start);
      if (char === '\\') index += 2;
      else if (char === '"') break;
      else index++;
    }
    this.at = index + 1;
    try {
      return JSON.parse(this.text.slice(start, this.at)) as string;
    } catch {
      return this.fail('a string holds a control character or a bad escape', start);
    }
  }

  skipSpace(): void {
    for (;;) {
      const char = this.text[this.at];
      if (char === ' ' || char === '\t' || char === '\n' || char === '\r') this.at++;
      else if (char === '/' && (this.text[this.at + 1] === '/' || this.text[this.at + 1] === '*'))
        this.fail('a comment (JSON with comments is not plain JSON)');
      else return;
    }
  }

  private expected(what: string, at = this.at): never {
    const char = this.text[at];
    return this.fail(char === undefined ? `the text ends where ${what} was expected` : `${describeChar(char)} where ${what} was expected`, at);
  }

  fail(what: string, at = this.at): never {
    const before = this.text.slice(0, at);
    const line = before.split('\n').length;
    const column = at - before.lastIndexOf('\n');
    throw new JsonTextError(`line ${line}, column ${column}: ${what}`);
  }
}

function describeChar(char: string): string {
  return /^[\x21-\x7e]$/.test(char) ? `'${char}'` : `the character U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/** The member `key` of an object node, if it has one. */
export function memberOf(node: JsonObjectNode, key: string): JsonMember | undefined {
  return node.members.find((member) => member.key === key);
}

/** The text with `node`'s value replaced by `value`, written as the values around it are. */
function replaceValue(text: string, node: JsonNode, value: unknown): string {
  return text.slice(0, node.start) + render(text, value, lineIndentAt(text, node.start), isInline(text, node)) + text.slice(node.end);
}

/** The text with `value` added as the object's member `key` (after its last), or replacing the value of the member it has. */
export function setMember(text: string, object: JsonObjectNode, key: string, value: unknown): string {
  const member = memberOf(object, key);
  return member ? replaceValue(text, member.value, value) : appendChild(text, object, value, key);
}

/** The text with `value` added after the last item of `array`. */
export function appendItem(text: string, array: JsonArrayNode, value: unknown): string {
  return appendChild(text, array, value);
}

function appendChild(text: string, container: JsonObjectNode | JsonArrayNode, value: unknown, key?: string): string {
  const child = (indent: string, inline: boolean) => (key === undefined ? '' : `${JSON.stringify(key)}: `) + render(text, value, indent, inline);
  const starts = childStarts(container);
  const last = childEnds(container).at(-1);
  const first = starts[0];
  if (first === undefined || last === undefined) {
    const indent = lineIndentAt(text, container.start);
    // one member per line, unless the file is all on one line (a root `{}` alone gets lines of its own)
    const multiline = text.includes('\n') || text.trim() === text.slice(container.start, container.end);
    const inside = multiline
      ? `${newlineOf(text)}${indent}${indentUnitOf(text)}${child(indent + indentUnitOf(text), false)}${newlineOf(text)}${indent}`
      : container.kind === 'object'
        ? ` ${child('', true)} `
        : child('', true);
    return text.slice(0, container.start + 1) + inside + text.slice(container.end - 1);
  }
  const gap = text.slice(container.start + 1, first);
  const lineBreak = gap.lastIndexOf('\n');
  const added = lineBreak >= 0 ? `,${newlineOf(text)}${gap.slice(lineBreak + 1)}${child(gap.slice(lineBreak + 1), false)}` : `, ${child('', true)}`;
  return text.slice(0, last) + added + text.slice(last);
}

/**
 * The text without the member or item `index` of `container`, and the comma that joined it to the others.
 * Removing the last child added by setMember or appendItem gives back the text as it was before.
 */
export function removeChild(text: string, container: JsonObjectNode | JsonArrayNode, index: number): string {
  const starts = childStarts(container);
  const ends = childEnds(container);
  if (index < 0 || index >= starts.length) return text;
  if (starts.length === 1) return text.slice(0, container.start + 1) + text.slice(container.end - 1);
  if (index > 0) return text.slice(0, ends[index - 1]) + text.slice(ends[index]);
  return text.slice(0, starts[0]) + text.slice(starts[1]);
}

function childStarts(container: JsonObjectNode | JsonArrayNode): number[] {
  return container.kind === 'object' ? container.members.map((member) => member.keyStart) : container.items.map((item) => item.start);
}

function childEnds(container: JsonObjectNode | JsonArrayNode): number[] {
  return container.kind === 'object' ? container.members.map((member) => member.value.end) : container.items.map((item) => item.end);
}

/** A value as JSON: one line (`{ "a": 1, "b": [2] }`) or indented with the file's unit, continuation lines starting with `indent`. */
function render(text: string, value: unknown, indent: string, inline: boolean): string {
  if (inline) return inlineJson(value);
  return JSON.stringify(value, null, indentUnitOf(text))
    .split('\n')
    .join(newlineOf(text) + indent);
}

function inlineJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(inlineJson).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.length === 0 ? '{}' : `{ ${entries.map(([key, item]) => `${JSON.stringify(key)}: ${inlineJson(item)}`).join(', ')} }`;
  }
  return JSON.stringify(value);
}

/** Whether a container is written on one line (its values then are too); scalars go as their neighbours. */
function isInline(text: string, node: JsonNode): boolean {
  return node.kind !== 'scalar' && !text.slice(node.start, node.end).includes('\n');
}

/** The whitespace that starts the line holding `offset`. */
function lineIndentAt(text: string, offset: number): string {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  return /^[ \t]*/.exec(text.slice(lineStart, offset))?.[0] ?? '';
}

/** The file's line ending: CRLF when it has one, else LF. */
function newlineOf(text: string): string {
  return text.includes('\r\n') ? '\r\n' : '\n';
}

/** The file's indentation unit: a tab, or the smallest run of spaces that starts an indented line; two spaces by default. */
function indentUnitOf(text: string): string {
  let smallest: string | undefined;
  for (const match of text.matchAll(/\n([ \t]+)\S/g)) {
    const indent = match[1] ?? '';
    if (indent.startsWith('\t')) return '\t';
    if (smallest === undefined || indent.length < smallest.length) smallest = indent;
  }
  return smallest ?? '  ';
}
