/**
 * The fast path for big Claude Code `user` lines (docs/performance.md "Parse less"): most of a transcript's
 * bytes are tool-result payloads, of which the adapter needs the size and the first characters.
 *
 * The walk and the parse of the shortened line are ingest/skeleton-walk.ts's; here, what each value of a
 * `user` line is. A payload string of CUT_MIN_BYTES or more is cut to about its first PREFIX_BYTES, its exact
 * size kept beside the value (ingest/cut-strings.ts). No `"type":"user"` at the top, or a key that matters
 * given twice, and the line is parsed whole.
 *
 * Payload strings, the only ones cut: in `message.content[i]` its `content` string, the `text` of its
 * `content[j]` parts and the `source.data` of them; the `source.data` of `message.content[i]` itself (an
 * image the user pasted, which nothing reads); in `toolUseResult` every string but its `agentId` and `filenames`. The adapter asks for the whole line when it needs a payload's whole text (tool-result.ts
 * `needsWholeText`).
 */
import { recordCut } from '../../cut-strings.js';
import { asArray, asRecord, type JsonRecord } from '../../json-guards.js';
import { CUT_MIN_BYTES, keyBytes, MIN_LINE_BYTES, OTHER, readSkeleton, SkeletonWalk, type Cut, type Role } from '../../skeleton-walk.js';
import type { LineStrings } from '../../../util/line-strings.js';

export { CUT_MIN_BYTES, PREFIX_BYTES } from '../../skeleton-walk.js';

/** How a Claude Code user line names its type; the walk checks it is the top-level `type`. */
const USER_TYPE = Buffer.from('"type":"user"');

// What a value is to the walk, by where it is.
const ROOT = 1;
const TYPE = 2;
const MESSAGE = 3;
/** message.content */
const BLOCKS = 4;
/** message.content[i] */
const BLOCK = 5;
/** message.content[i].content: the result's text, or its parts */
const RESULT_CONTENT = 6;
/** message.content[i].content[j] */
const PART = 7;
/** …[j].text */
const PART_TEXT = 8;
/** …[j].source */
const SOURCE = 9;
/** …[j].source.data */
const SOURCE_DATA = 10;
/** message.content[i].source: a block's own image, which nothing reads */
const BLOCK_SOURCE = 13;
/** toolUseResult */
const RESULT = 11;
/** anything in toolUseResult but its agentId and filenames */
const PAYLOAD = 12;

const KEYS = {
  type: keyBytes('type'),
  message: keyBytes('message'),
  toolUseResult: keyBytes('toolUseResult'),
  content: keyBytes('content'),
  text: keyBytes('text'),
  source: keyBytes('source'),
  data: keyBytes('data'),
  agentId: keyBytes('agentId'),
  filenames: keyBytes('filenames'),
};
const USER = keyBytes('user');

/** A cut string's size, and where it is in the value. */
interface CutRecord {
  block: number;
  /** -1: the block's `content` string itself. */
  part: number;
  key: 'content' | 'text' | 'data';
  utf8Bytes: number;
  utf16Length: number | undefined;
}

/**
 * The value of a big `user` line with its payload strings cut, or undefined: the line is then parsed whole
 * (not such a line, not valid UTF-8 or JSON, nothing to cut, or anything the walk is not sure of).
 */
export function userLineSkeleton(bytes: Buffer, start: number, end: number): JsonRecord | undefined {
  if (end - start < MIN_LINE_BYTES) return undefined;
  if (bytes.subarray(start, end).indexOf(USER_TYPE) === -1) return undefined;
  const read = readSkeleton(
    bytes,
    start,
    end,
    (strings: LineStrings) => new UserLineWalk(bytes, start, end, strings),
    (walk) => (walk.isUser ? walk.cuts : []),
  );
  return read && keepSizes(read.root, read.walk.records) ? read.root : undefined;
}

/** Puts each cut string's size beside it; false when the value is not shaped as the walk saw it (a bug). */
function keepSizes(root: JsonRecord, records: readonly CutRecord[]): boolean {
  const blocks = asArray(asRecord(root.message)?.content);
  for (const record of records) {
    let holder = asRecord(blocks?.[record.block]);
    if (record.part >= 0) holder = asRecord(asArray(holder?.content)?.[record.part]);
    if (record.key === 'data') holder = asRecord(holder?.source);
    if (!holder || typeof holder[record.key] !== 'string') return false;
    recordCut(holder, record.key, record.utf8Bytes, record.utf16Length);
  }
  return true;
}

class UserLineWalk extends SkeletonWalk {
  readonly cuts: Cut[] = [];
  readonly records: CutRecord[] = [];
  isUser = false;
  private block = -1;
  private part = -1;

  protected rootRole(): Role {
    return ROOT;
  }

  protected unique(role: Role): boolean {
    return role !== OTHER && role !== PAYLOAD;
  }

  protected itemRole(role: Role, index: number): Role {
    if (role === BLOCKS) {
      this.block = index;
      return BLOCK;
    }
    if (role === RESULT_CONTENT) {
      this.part = index;
      return PART;
    }
    return role === RESULT || role === PAYLOAD ? PAYLOAD : OTHER;
  }

  protected childRole(role: Role, keyStart: number, keyEnd: number): Role {
    switch (role) {
      case ROOT:
        if (this.keyIs(keyStart, keyEnd, KEYS.type)) return TYPE;
        if (this.keyIs(keyStart, keyEnd, KEYS.message)) return MESSAGE;
        return this.keyIs(keyStart, keyEnd, KEYS.toolUseResult) ? RESULT : OTHER;
      case MESSAGE:
        return this.keyIs(keyStart, keyEnd, KEYS.content) ? BLOCKS : OTHER;
      case BLOCK:
        if (this.keyIs(keyStart, keyEnd, KEYS.content)) return RESULT_CONTENT;
        return this.keyIs(keyStart, keyEnd, KEYS.source) ? BLOCK_SOURCE : OTHER;
      case BLOCK_SOURCE:
        return this.keyIs(keyStart, keyEnd, KEYS.data) ? PAYLOAD : OTHER;
      case PART:
        if (this.keyIs(keyStart, keyEnd, KEYS.text)) return PART_TEXT;
        return this.keyIs(keyStart, keyEnd, KEYS.source) ? SOURCE : OTHER;
      case SOURCE:
        return this.keyIs(keyStart, keyEnd, KEYS.data) ? SOURCE_DATA : OTHER;
      case RESULT:
        return this.keyIs(keyStart, keyEnd, KEYS.agentId) || this.keyIs(keyStart, keyEnd, KEYS.filenames) ? OTHER : PAYLOAD;
      case PAYLOAD:
        return PAYLOAD;
      default:
        return OTHER;
    }
  }

  protected string(role: Role, body: number, close: number): void {
    if (role === TYPE) {
      if (this.keyIs(body, close, USER)) this.isUser = true;
      return;
    }
    if (close - body < CUT_MIN_BYTES) return;
    if (role === RESULT_CONTENT) this.cut(body, close, { block: this.block, part: -1, key: 'content' });
    else if (role === PART_TEXT) this.cut(body, close, { block: this.block, part: this.part, key: 'text' });
    else if (role === SOURCE_DATA) this.cut(body, close, { block: this.block, part: this.part, key: 'data' });
    else if (role === RESULT || role === PAYLOAD) this.cut(body, close, undefined);
  }

  /** Leaves out the string's bytes after its first PREFIX_BYTES, keeping its size where `at` says it is read. */
  private cut(body: number, close: number, at: Pick<CutRecord, 'block' | 'part' | 'key'> | undefined): void {
    const { cut, utf8Bytes } = this.cutAt(body, close);
    this.cuts.push(cut);
    if (!at) return;
    const utf16Length = at.key === 'data' ? this.utf16Length(body, close) : undefined;
    this.records.push({ ...at, utf8Bytes, utf16Length });
  }
}
