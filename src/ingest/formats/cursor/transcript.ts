/**
 * A Cursor agent transcript: `~/.cursor/projects/<slug>/agent-transcripts/<id>/<id>.jsonl`, its sub-agents in
 * `<id>/subagents/<child>.jsonl` (docs/log-formats.md, Cursor). Every record is `{role, message: {content: […]}}`
 * with Claude-API blocks (`text`, `tool_use {name, input}`) and no id, time, cwd or result; newer versions add
 * `{type: "turn_ended", status}` lines. The file names the session; the line number names a call; the user
 * records' `<timestamp>` dates what follows them; the working folder is the folder of the session's own tool
 * paths whose slug is the project folder's name.
 */
import { basename, dirname } from 'node:path';
import { MAIN_STREAM, type StreamKey, type StreamLayout } from '../../../model/events.js';
import { agentTextEvent } from '../../../model/agent-text.js';
import { asArray, asRecord, asString, type JsonRecord } from '../../json-guards.js';
import type { JsonlValue } from '../../read-jsonl.js';
import type { AdapterContext, FileVerdict, FormatAdapter } from '../format.js';
import { cursorCall } from './tools.js';
import { readUserText } from './user-text.js';
import { SlugFolder } from './workspace.js';

const TRANSCRIPT = /^(.+?)\.jsonl(?:\.gz)?$/;

interface TranscriptShape {
  stream: StreamKey;
  layout: StreamLayout;
  /** The `projects/<slug>` folder's name, when the file is in that layout. */
  projectSlug?: string;
}

function transcriptShape(file: string): TranscriptShape {
  const name = basename(file);
  const id = TRANSCRIPT.exec(name)?.[1] ?? name;
  const folder = dirname(file);
  if (basename(folder) === 'subagents') {
    const sessionFolder = dirname(folder);
    return { stream: { sessionId: basename(sessionFolder), streamId: id }, layout: 'subagents-folder', projectSlug: projectSlugOf(dirname(sessionFolder)) };
  }
  // <id>/<id>.jsonl, or a flat agent-transcripts/<id>.jsonl
  const transcripts = basename(folder) === id ? dirname(folder) : folder;
  return { stream: { sessionId: id, streamId: MAIN_STREAM }, layout: 'main', projectSlug: projectSlugOf(transcripts) };
}

function projectSlugOf(transcriptsFolder: string): string | undefined {
  return basename(transcriptsFolder) === 'agent-transcripts' ? basename(dirname(transcriptsFolder)) : undefined;
}

export class TranscriptAdapter implements FormatAdapter {
  private readonly stream: StreamKey;
  private readonly layout: StreamLayout;
  private readonly workspace: SlugFolder | undefined;
  /** The latest user record's `<timestamp>`: the time of the records after it (assistant records carry none). */
  private timestamp: string | undefined;
  private firstTimestamp: string | undefined;
  private workingDirectory: string | undefined;
  private started = false;

  constructor(private readonly context: AdapterContext) {
    const shape = transcriptShape(context.file);
    this.stream = shape.stream;
    this.layout = shape.layout;
    this.workspace = shape.projectSlug === undefined ? undefined : new SlugFolder(shape.projectSlug);
  }

  line({ line, value }: JsonlValue): void {
    this.start();
    if (value.type === 'turn_ended') {
      this.turnEnded(value, line);
      return;
    }
    const role = asString(value.role);
    if (role === undefined) {
      this.context.problem(line, 'a record with neither a string role nor type "turn_ended"; skipped');
      return;
    }
    const content = contentOf(asRecord(value.message));
    if (content === undefined) {
      this.context.problem(line, `a ${role === 'user' || role === 'assistant' ? role : 'role'} record without message.content (an array or a string); skipped`);
      return;
    }
    if (role === 'user') this.user(content, line);
    else if (role === 'assistant') this.assistant(content, line);
    else this.context.problem(line, 'a record of a role other than user or assistant; skipped');
  }

  end(): FileVerdict {
    this.start();
    const cwd = this.workspace?.folder ?? (this.layout === 'main' ? this.workingDirectory : undefined);
    if (this.stream.streamId === MAIN_STREAM || cwd !== undefined) {
      this.context.emit({ kind: 'session_info', sessionId: this.stream.sessionId, cwd, timestamp: this.firstTimestamp });
    }
    return { skip: false };
  }

  private start(): void {
    if (this.started) return;
    this.started = true;
    this.context.declareStream({ stream: this.stream, layout: this.layout });
  }

  private turnEnded(value: JsonRecord, line: number): void {
    const status = asString(value.status);
    if (status === undefined) this.context.problem(line, 'a turn_ended record without a string status');
    // `aborted`: the user stopped the turn ("User aborted/interrupted manually."); `error`: the turn failed (a usage limit …)
    if (status === 'aborted')
      this.context.emit({ kind: 'interrupt', stream: this.stream, timestamp: this.timestamp, location: { file: this.context.file, line } });
    else this.context.emit({ kind: 'activity', stream: this.stream, timestamp: this.timestamp });
  }

  private user(content: unknown[], line: number): void {
    const raw = content
      .map((block) => (asRecord(block)?.type === 'text' ? (asString(asRecord(block)?.text) ?? '') : ''))
      .filter((text) => text !== '')
      .join('\n');
    const { text, injected, timestamp } = readUserText(raw);
    if (timestamp !== undefined) {
      this.timestamp = timestamp;
      this.firstTimestamp ??= timestamp;
    }
    // a sub-agent's user record is its parent's prompt, no human
    if (injected || text === '' || this.stream.streamId !== MAIN_STREAM) {
      this.context.emit({ kind: 'activity', stream: this.stream, timestamp: this.timestamp });
      return;
    }
    this.context.emit({ kind: 'user_turn', stream: this.stream, text, timestamp: this.timestamp, location: { file: this.context.file, line } });
  }

  private assistant(content: unknown[], line: number): void {
    const prefix = this.stream.streamId === MAIN_STREAM ? '' : `${this.stream.streamId}:`;
    let emitted = false;
    for (const [index, entry] of content.entries()) {
      const block = asRecord(entry);
      if (block?.type === 'tool_use') {
        this.toolUse(block, `${prefix}line-${line}-${index}`, `${prefix}line-${line}`, line);
        emitted = true;
      } else if (block?.type === 'text' && this.stream.streamId === MAIN_STREAM) {
        const event = agentTextEvent(this.stream, block.text, this.timestamp);
        if (event) {
          this.context.emit(event);
          emitted = true;
        }
      }
    }
    if (!emitted) this.context.emit({ kind: 'activity', stream: this.stream, timestamp: this.timestamp });
  }

  /** A `tool_use` block: no id (the line and block index name it), no result ever (Cursor writes none). */
  private toolUse(block: JsonRecord, callId: string, messageId: string, line: number): void {
    let name = asString(block.name);
    if (name === undefined || name.trim() === '') {
      this.context.problem(line, 'a tool_use block without a string name; counted as "unknown"');
      name = 'unknown';
    }
    const rawInput = typeof block.input === 'string' ? block.input : asRecord(block.input);
    if (rawInput === undefined && block.input !== undefined)
      this.context.problem(line, 'a tool_use block whose input is neither an object nor a string; read as empty');
    const { tool, input } = cursorCall(name, rawInput ?? {});
    this.workspace?.consider(input);
    const workdir = asString(input.working_directory);
    if (tool === 'Bash' && workdir !== undefined) this.workingDirectory ??= workdir;
    this.context.emit({
      kind: 'tool_call',
      stream: this.stream,
      callId,
      tool,
      rawTool: name,
      input,
      messageId,
      cwd: tool === 'Bash' ? workdir : undefined,
      timestamp: this.timestamp,
      location: { file: this.context.file, line },
    });
  }
}

/** `message.content`: an array of blocks, or a string (one text block). */
function contentOf(message: JsonRecord | undefined): unknown[] | undefined {
  if (!message) return undefined;
  if (typeof message.content === 'string') return [{ type: 'text', text: message.content }];
  return asArray(message.content);
}
