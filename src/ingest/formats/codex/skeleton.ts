/**
 * The fast path for big Codex rollout lines (docs/performance.md "Parse less: Codex rollouts"): most of a
 * rollout's bytes are strings the adapter (index.ts) never reads whole — the instructions each `turn_context`
 * repeats, a `reasoning` item's encrypted content, a tool's output, the `event_msg` copies of what the agent
 * said or a command printed.
 *
 * The walk and the parse of the shortened line are ingest/skeleton-walk.ts's; here, what each value of an
 * envelope line (`{timestamp, type, payload}`) is, and which of its strings of CUT_MIN_BYTES or more are cut —
 * decided once the line is walked, by its `type` and its payload's `type` (they may come after the strings):
 * - strings the adapter never reads: everything in the payload of a `turn_context` but its `cwd`, of a
 *   `compacted` line, of a `response_item` of a type it does not read (`reasoning`, `web_search_call`, …) and of
 *   an `event_msg` of a type it does not read (`agent_message`, `exec_command_end`, …); the payload's `type` is
 *   never cut;
 * - the `output` string of a `function_call_output` or `custom_tool_call_output`, when the part left out holds
 *   none of the texts that decide what is read of an output wherever they are (tool-output.ts DECIDING_TEXTS,
 *   nor an escape that may spell one): its exact UTF-8 size is kept beside it (ingest/cut-strings.ts), and the
 *   adapter reads it from its start, or asks for the line whole when the start does not tell all
 *   (tool-output.ts `readOutputStart`).
 * Nothing else is cut: session_meta, messages, tool calls and the events the adapter reads stay whole. A line
 * without the envelope (the older bare form), a key that matters given twice (the line's or the payload's
 * `type`, `payload`, `output`), a payload type written with an escape: parsed whole.
 */
import { recordCut } from '../../cut-strings.js';
import { asRecord, type JsonRecord } from '../../json-guards.js';
import { CUT_MIN_BYTES, keyBytes, MIN_LINE_BYTES, NOT_SURE, OTHER, readSkeleton, SkeletonWalk, type Cut, type Role } from '../../skeleton-walk.js';
import type { LineStrings } from '../../../util/line-strings.js';
import { DECIDING_TEXTS } from './tool-output.js';

// What a value is to the walk, by where it is.
const ROOT = 1;
/** the line's `type` */
const TYPE = 2;
const PAYLOAD = 3;
/** payload.type */
const PAYLOAD_TYPE = 4;
/** payload.output */
const OUTPUT = 5;
/** anything else in the payload, at any depth (but payload.cwd, which is OTHER) */
const FIELD = 6;

const KEYS = { type: keyBytes('type'), payload: keyBytes('payload'), output: keyBytes('output'), cwd: keyBytes('cwd') };

/**
 * What is cut of a line's payload: every candidate (the adapter reads none of them), none, only a tool's
 * output, or as the payload's type says.
 */
type Cutting = 'every' | 'none' | 'output' | 'by-type';
const ENVELOPES: ReadonlyArray<[name: Buffer, cutting: Cutting]> = [
  [keyBytes('turn_context'), 'every'],
  [keyBytes('compacted'), 'every'],
  [keyBytes('response_item'), 'by-type'],
  [keyBytes('event_msg'), 'by-type'],
  [keyBytes('session_meta'), 'none'],
];
/** The payload types the adapter reads (index.ts responseItem and eventMessage): their strings stay whole. */
export const READ_ITEMS = new Set(['function_call', 'custom_tool_call', 'local_shell_call', 'message']);
export const OUTPUT_ITEMS = new Set(['function_call_output', 'custom_tool_call_output']);
export const READ_EVENTS = new Set(['user_message', 'turn_aborted', 'token_count']);

const DECIDING = DECIDING_TEXTS.map((text) => Buffer.from(text));
/**
 * Bytes before the cut checked with the part left out: a deciding text may begin before the cut and end after,
 * its characters written as escapes of up to 6 bytes.
 */
const OVERLAP_BYTES = 6 * Math.max(...DECIDING_TEXTS.map((text) => text.length));
const BACKSLASH_U = Buffer.from('\\u');

interface Candidate {
  cut: Cut;
  /** payload.output itself, with its size and whether the part left out is free of deciding text. */
  output?: { utf8Bytes: number; plain: boolean };
}

/**
 * The value of a big envelope line with the strings the adapter does not read whole cut, or undefined: the
 * line is then parsed whole (nothing to cut, not valid UTF-8 or JSON, anything the walk is not sure of).
 */
export function rolloutLineSkeleton(bytes: Buffer, start: number, end: number): JsonRecord | undefined {
  if (end - start < MIN_LINE_BYTES) return undefined;
  const read = readSkeleton(
    bytes,
    start,
    end,
    (strings: LineStrings) => new RolloutLineWalk(bytes, start, end, strings),
    (walk) => walk.chosen(),
  );
  if (!read) return undefined;
  const [size, ...more] = read.walk.outputSizes;
  if (size === undefined) return read.root;
  const payload = asRecord(read.root.payload);
  // one output string at most (its key is unique), where the walk saw it; else a bug: parsed whole
  if (!payload || typeof payload.output !== 'string' || more.length > 0) return undefined;
  recordCut(payload, 'output', size, undefined);
  return read.root;
}

class RolloutLineWalk extends SkeletonWalk {
  private readonly candidates: Candidate[] = [];
  private cutting: Cutting | undefined;
  private payloadType: string | undefined;
  /** The UTF-8 sizes of the output strings chosen to be cut (chosen()). */
  readonly outputSizes: number[] = [];

  protected rootRole(): Role {
    return ROOT;
  }

  protected unique(role: Role): boolean {
    return role === TYPE || role === PAYLOAD || role === PAYLOAD_TYPE || role === OUTPUT;
  }

  protected itemRole(role: Role): Role {
    return role === FIELD || role === OUTPUT ? FIELD : OTHER;
  }

  protected childRole(role: Role, keyStart: number, keyEnd: number): Role {
    switch (role) {
      case ROOT:
        if (this.keyIs(keyStart, keyEnd, KEYS.type)) return TYPE;
        return this.keyIs(keyStart, keyEnd, KEYS.payload) ? PAYLOAD : OTHER;
      case PAYLOAD:
        if (this.keyIs(keyStart, keyEnd, KEYS.type)) return PAYLOAD_TYPE;
        if (this.keyIs(keyStart, keyEnd, KEYS.output)) return OUTPUT;
        return this.keyIs(keyStart, keyEnd, KEYS.cwd) ? OTHER : FIELD;
      case OUTPUT:
      case FIELD:
        return FIELD;
      default:
        return OTHER;
    }
  }

  protected string(role: Role, body: number, close: number): void {
    if (role === TYPE) {
      // written with an escape, it matches none of the names: nothing is cut
      this.cutting = ENVELOPES.find(([name]) => this.keyIs(body, close, name))?.[1];
      return;
    }
    if (role === PAYLOAD_TYPE) {
      // an escape could spell a type that is read
      if (this.hasEscapes()) throw NOT_SURE;
      this.payloadType = this.bytes.toString('utf8', body, close);
      return;
    }
    if (close - body < CUT_MIN_BYTES || (role !== OUTPUT && role !== FIELD)) return;
    const { cut, utf8Bytes } = this.cutAt(body, close);
    // the JSON form of an output is read whole (its exit code is in it): not worth a cut
    const plain = this.bytes[body] !== 0x7b && this.plainRest(body, cut);
    this.candidates.push(role === OUTPUT ? { cut, output: { utf8Bytes, plain } } : { cut });
  }

  /** The cuts to make, now that the line's type and its payload's are known. */
  chosen(): Cut[] {
    const cutting = this.payloadCutting();
    if (cutting === 'none') return [];
    if (cutting === 'every') return this.candidates.map(({ cut }) => cut);
    const cuts: Cut[] = [];
    for (const { cut, output } of this.candidates) {
      if (!output?.plain) continue;
      cuts.push(cut);
      this.outputSizes.push(output.utf8Bytes);
    }
    return cuts;
  }

  private payloadCutting(): Exclude<Cutting, 'by-type'> {
    if (this.cutting !== 'by-type') return this.cutting ?? 'none';
    const type = this.payloadType;
    if (type !== undefined && (READ_ITEMS.has(type) || READ_EVENTS.has(type))) return 'none';
    return type !== undefined && OUTPUT_ITEMS.has(type) ? 'output' : 'every';
  }

  /**
   * Whether the part of the string left out, and the bytes just before it, hold no deciding text: none as it is
   * written, and no escape of a printable ASCII character (which may spell one; other escapes — control
   * characters, non-ASCII ones — cannot).
   */
  private plainRest(body: number, cut: Cut): boolean {
    const rest = this.bytes.subarray(Math.max(body, cut.keepEnd - OVERLAP_BYTES), cut.close);
    for (const text of DECIDING) if (rest.indexOf(text) !== -1) return false;
    for (let at = rest.indexOf(BACKSLASH_U); at !== -1; at = rest.indexOf(BACKSLASH_U, at + 2)) {
      const code = Number.parseInt(rest.toString('latin1', at + 2, at + 6), 16);
      if (!(code < 0x20 || code >= 0x7f)) return false;
    }
    return true;
  }
}
