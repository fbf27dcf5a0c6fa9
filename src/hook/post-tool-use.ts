/**
 * `tip-miner hook post-tool-use`, as a library: takes a Claude Code PostToolUse hook event (JSON with
 * `session_id` and `transcript_path`), reads only the transcript lines added since the session's last
 * call, follows its main thread with the same tracker as the offline analysis (and, given routing
 * knowledge, the same router as the replay), and returns the hook output Claude Code expects
 * (`hookSpecificOutput.additionalContext`) when the solo streak, a delegation pattern (from the
 * settings' `hookMinConfidence` up, any for a pattern the user set to `always`: weaker points stay in
 * the offline report; below 0.9 a pattern is said once until the next Task call, again only stronger)
 * or a routing suggestion
 * fires — else nothing. It never throws for bad input: a hook must not break the
 * agent; what went wrong is returned as notes for stderr.
 */
import { accessSync, constants, mkdirSync, statSync } from 'node:fs';
import { appendAll } from '../util/arrays.js';
import { NotRegularFileError } from '../util/regular-file.js';
import { shownPath, transcriptPathProblem, workingFolderProblem } from './event-paths.js';
import { hookOutput, parseHookEvent, type StdinRead } from './hook-event.js';
import { claudeCodeFormat } from '../ingest/formats/claude-code/index.js';
import { MAIN_STREAM, type NormalizedEvent } from '../model/events.js';
import { advisoryText } from '../delegation/advisory.js';
import { applyResult, delegationCall } from '../delegation/delegation-call.js';
import { DEFAULT_HOOK_MIN_CONFIDENCE, type DelegationSettings } from '../delegation/delegation-detector.js';
import { buildSuggestion } from '../delegation/suggestion.js';
import { DelegationTracker, type CallOutcome } from '../delegation/tracker.js';
import type { DelegationPatternId, PatternMatch } from '../delegation/types.js';
import type { DelegationPreferences } from '../delegation/types.js';
import { freshHookState, HOOK_STATE_VERSION, hookStatePath, loadHookState, saveHookState, type HookState, type SaidAdvice } from './hook-state.js';
import { readTail, type TailBound, type TailRead, type TailReader } from './transcript-tail.js';
import type { JsonlValue } from '../ingest/read-jsonl.js';
import type { FormatAdapter } from '../ingest/formats/format.js';
import { SessionRouter, type RoutingKnowledge, type RoutingSettings } from '../routing/router.js';
import { suggestionText } from '../routing/suggestion-text.js';
import { isRoutedUse, outcomeOf, toolUseOfCall, toolUseOfCommand } from '../routing/tool-use.js';
import type { RoutingSuggestion, ToolUse } from '../routing/types.js';
import { errorMessage } from '../errors.js';

export interface HookOptions {
  stateDir: string;
  settings: DelegationSettings;
  preferences: DelegationPreferences;
  /** Routing for the session's project (from the event's working directory), when there is any to do. */
  routing?: (project: { cwd?: string }) => HookRouting | undefined;
  /** Epoch milliseconds: no transcript line is parsed after it (the rest waits for the next call), nor is routing looked at. */
  deadline?: number;
  /** How much of the transcript a session's first call reads, from its end (transcript-tail.ts FIRST_READ_TAIL unless given). */
  firstRead?: TailBound;
}

export interface HookRouting {
  knowledge: RoutingKnowledge;
  settings: RoutingSettings;
  /** Problems met while gathering the knowledge (a bad routing.json, a bad SKILL.md): notes for stderr. */
  notes?: string[];
}

export interface HookResult {
  /** The JSON to print on stdout, when there is advice. */
  output?: string;
  notes: string[];
  /** The session's state after this call (for tests and diagnostics). */
  state?: HookState;
  statePath?: string;
}

/** `input`: the event as read from stdin (a string is a complete read). */
export function postToolUse(input: string | StdinRead, options: HookOptions): HookResult {
  const notes: string[] = [];
  const deadline = options.deadline ?? Number.POSITIVE_INFINITY;
  const event = parseHookEvent(typeof input === 'string' ? { text: input, complete: true } : input);
  if (typeof event === 'string') return { notes: [event] };
  const transcriptProblem = transcriptPathProblem(event.transcriptPath);
  if (transcriptProblem !== undefined) return { notes: [transcriptProblem] };
  // a working folder that is no folder is not looked into (routing goes on without the project's tools)
  const cwdProblem = event.cwd !== undefined ? workingFolderProblem(event.cwd) : undefined;
  if (cwdProblem !== undefined) {
    notes.push(cwdProblem);
    delete event.cwd;
  }
  // without a state it can keep, the hook would read the whole transcript again at every call: stop here
  const unusable = unusableStateDir(options.stateDir);
  if (unusable !== undefined) return { notes: [unusable] };
  const statePath = hookStatePath(options.stateDir, event.sessionId);
  const loaded = loadHookState(statePath, event.transcriptPath);
  if (loaded.problem) notes.push(loaded.problem);
  if (loaded.blocked) return { notes };
  const { state } = loaded;
  let tail: TailRead<TranscriptFollower>;
  try {
    // the lines are followed as they are parsed, from the state kept, or from none when the transcript was replaced
    const begin = (restarted: boolean) => new TranscriptFollower(restarted ? freshHookState(event.transcriptPath) : state, event.transcriptPath, options);
    tail = readTail(event.transcriptPath, state.offset, state.lines + 1, begin, deadline, options.firstRead);
  } catch (error) {
    if (error instanceof NotRegularFileError && error.reason === 'missing')
      return { notes: [...notes, `transcript not found: ${shownPath(event.transcriptPath)}`] };
    return {
      notes: [
        ...notes,
        `cannot read the transcript ${error instanceof NotRegularFileError ? error.message : `${event.transcriptPath}: ${errorMessage(error)}`}`,
      ],
    };
  }
  const shown = shownPath(event.transcriptPath);
  if (tail.stoppedAtDeadline) notes.push(`${shown}: out of time after ${tail.lines} new lines; the next call reads on`);
  if (tail.restarted) notes.push(`${shown} is shorter than when last read; reading it from the start`);
  if (tail.tailFrom !== undefined) notes.push(`${shown}: first read from byte ${tail.tailFrom}, its last lines; what came before is left as history`);
  if (tail.skippedBytes !== undefined) notes.push(`${shown}: ${tail.skippedBytes} new bytes at once; skipped to its last complete line`);
  if (tail.malformed > 0) notes.push(`${shown}: ${tail.malformed} lines that are not JSON objects skipped`);
  const { base, tracker, fired, uses, skippedItems } = tail.reader;
  if (skippedItems > 0) notes.push(`${shown}: ${skippedItems} items with missing or wrong-typed fields skipped`);
  const routing = Date.now() > deadline ? undefined : options.routing?.(event.cwd !== undefined ? { cwd: event.cwd } : {});
  if (routing?.notes) appendAll(notes, routing.notes);
  const router = routing && new SessionRouter(routing.knowledge, routing.settings, base.routing);
  let routed: RoutingSuggestion | undefined;
  if (router) {
    for (const use of uses.list) {
      const verdict = router.observe(use);
      if ('suggestion' in verdict) routed = verdict.suggestion;
    }
  }
  if (fired.match)
    fired.said = [...fired.said.filter((said) => said.pattern !== fired.match?.pattern), { pattern: fired.match.pattern, confidence: fired.match.confidence }];
  const next: HookState = {
    ...tracker.state,
    said: fired.said,
    ...(router ? { routing: router.state } : base.routing && { routing: base.routing }),
    version: HOOK_STATE_VERSION,
    transcript: event.transcriptPath,
    offset: tail.offset,
    lines: base.lines + tail.lines,
  };
  try {
    saveHookState(statePath, next, loaded.first === true);
  } catch (error) {
    // without its state the next call would read the whole transcript again and repeat this advice: give none
    notes.push(`cannot write the hook state ${statePath}: ${errorMessage(error)}; no advice until it can`);
    return { notes };
  }
  const suggestion = fired.match ? buildSuggestion(fired.match, options.settings) : undefined;
  const text = advisoryText({
    ...(fired.streak !== undefined && { streak: fired.streak }),
    ...(fired.match && { match: fired.match }),
    ...(suggestion && { suggestion }),
    ...(fired.match && options.preferences[fired.match.pattern] && { preference: options.preferences[fired.match.pattern] }),
  });
  const context = [text, routed && suggestionText(routed)].filter((part): part is string => part !== undefined).join('\n\n');
  const result: HookResult = { notes, state: next, statePath };
  if (context !== '') result.output = hookOutput('PostToolUse', context);
  return result;
}

/** Follows the lines read, as they are read: the main thread's calls through the tracker, and its tool uses for routing. */
class TranscriptFollower implements TailReader {
  readonly tracker: DelegationTracker;
  readonly fired: Fired;
  readonly uses = new MainThreadUses();
  /** Items the adapter skipped (missing or wrong-typed fields). */
  skippedItems = 0;
  private readonly adapter: FormatAdapter;

  constructor(
    readonly base: HookState,
    transcriptPath: string,
    { settings, preferences }: HookOptions,
  ) {
    this.tracker = new DelegationTracker(base, { ...settings, enabled: (pattern) => preferences[pattern] !== 'never' });
    const floor = settings.hookMinConfidence ?? DEFAULT_HOOK_MIN_CONFIDENCE;
    // a pattern the user wants always delegated is said at any confidence: it is their standing instruction
    this.fired = { minConfidence: (pattern) => (preferences[pattern] === 'always' ? 0 : floor), said: [...(base.said ?? [])] };
    this.adapter = claudeCodeFormat.createAdapter({
      file: transcriptPath,
      declareStream: () => {},
      problem: () => this.skippedItems++,
      emit: (normalized) => {
        follow(normalized, this.tracker, this.fired);
        this.uses.follow(normalized);
      },
    });
  }

  line(value: JsonlValue): void {
    this.adapter.line(value);
  }
}

/** What this call's new lines gave to say: the streak advisory, and the strongest pattern point worth saying. */
interface Fired {
  minConfidence: (pattern: DelegationPatternId) => number;
  /** Pattern advice said since the last Task call (HookState.said). */
  said: SaidAdvice[];
  streak?: number;
  match?: PatternMatch;
}

function follow(event: NormalizedEvent, tracker: DelegationTracker, fired: Fired): void {
  if (event.kind === 'tool_call' && event.stream.streamId === MAIN_STREAM) {
    const call = delegationCall(event);
    const outcome: CallOutcome = tracker.call(call);
    if (outcome.streakAdvisory !== undefined) fired.streak = outcome.streakAdvisory;
    if (call.role === 'delegate') {
      // the agent delegated: earlier advice is answered, and may be said again
      fired.said = [];
      delete fired.match;
    }
    const { suggestion } = outcome;
    // of several points read at once, the strongest (the latest of equals) is said
    if (suggestion && worthSaying(suggestion, fired) && suggestion.confidence >= (fired.match?.confidence ?? 0)) fired.match = suggestion;
  } else if (event.kind === 'tool_result' && event.stream.streamId === MAIN_STREAM) {
    tracker.result(event.callId, (call) => {
      applyResult(call, event);
    });
  }
}

/**
 * A point is said from the floor up (weaker ones stay in the offline report); below 0.9, a pattern already
 * said since the last Task call is said again only stronger — the agent heard it — while a 0.9 point always is.
 */
function worthSaying(match: PatternMatch, fired: Fired): boolean {
  if (match.confidence < fired.minConfidence(match.pattern)) return false;
  if (match.confidence >= 0.9) return true;
  const earlier = fired.said.find((said) => said.pattern === match.pattern);
  return earlier === undefined || match.confidence > earlier.confidence;
}

/** The main thread's tool uses in this tail, in order, each with the outcome its result gave (ok until one comes). */
class MainThreadUses {
  readonly list: ToolUse[] = [];
  private readonly byCallId = new Map<string, ToolUse>();

  follow(event: NormalizedEvent): void {
    if (!('stream' in event) || event.stream.streamId !== MAIN_STREAM) return;
    if (event.kind === 'tool_call') {
      const use = toolUseOfCall({
        id: event.callId,
        tool: event.tool,
        rawTool: event.rawTool,
        input: event.input,
        location: event.location,
        timestamp: event.timestamp,
      });
      if (!isRoutedUse(use)) return;
      this.list.push(use);
      this.byCallId.set(event.callId, use);
    } else if (event.kind === 'tool_result') {
      const use = this.byCallId.get(event.callId);
      if (use) use.outcome = outcomeOf({ result: event });
    } else if (event.kind === 'slash_command') {
      const use = toolUseOfCommand(event.name, event.args, event.location.line, event.timestamp);
      if (isRoutedUse(use)) this.list.push(use);
    }
  }
}

/** Why the state dir cannot keep the hook's state, or undefined when it can (made when missing). */
function unusableStateDir(stateDir: string): string | undefined {
  try {
    mkdirSync(stateDir, { recursive: true });
    if (!statSync(stateDir).isDirectory()) return `the hook state dir ${stateDir} is not a folder; no advice until it is`;
    accessSync(stateDir, constants.W_OK);
    return undefined;
  } catch (error) {
    return `the hook state dir ${stateDir} cannot be used (${(error as NodeJS.ErrnoException).code ?? errorMessage(error)}); no advice until it can`;
  }
}
