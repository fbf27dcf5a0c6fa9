/**
 * tip-miner's three hooks in a Claude Code settings file (the text of it): which of them it holds, the
 * text with them put in, and the text with them taken out. Each change is a minimal edit of the text
 * (util/json-text.ts): other hooks, other keys, key order, indentation and line endings stay as they are.
 *
 * An entry is tip-miner's when its command runs tip-miner's hook of that event — `tip-miner hook
 * session-end`, also as older set-ups wrote it: `npx [-y] tip-miner[@version] hook …`, `node
 * /path/to/bin/tip-miner.js hook …`, a path to the `tip-miner` program — with any options after it
 * (`--db …`), which an update keeps. Installing twice leaves one entry per hook; an older entry is
 * updated where it stands (command, type, timeout; PostToolUse's matcher when the group is its own).
 */
import { appendItem, memberOf, parseJsonText, removeChild, setMember, type JsonArrayNode, type JsonNode, type JsonObjectNode } from '../util/json-text.js';

export type HookEventName = 'SessionStart' | 'PostToolUse' | 'SessionEnd';
export type HookSubcommand = 'session-start' | 'post-tool-use' | 'session-end';

export interface TipMinerHook {
  event: HookEventName;
  subcommand: HookSubcommand;
  /** The matcher of the hook's group, for the events that take one. */
  matcher?: string;
  /** Seconds Claude Code lets the hook run. */
  timeout: number;
}

/** The hooks, as the README's set-up shows them (a test holds the two equal). */
export const TIP_MINER_HOOKS: readonly TipMinerHook[] = [
  { event: 'SessionStart', subcommand: 'session-start', timeout: 10 },
  { event: 'PostToolUse', subcommand: 'post-tool-use', matcher: '*', timeout: 10 },
  { event: 'SessionEnd', subcommand: 'session-end', timeout: 60 },
];

/** The command a hook runs. */
export function hookCommand(hook: TipMinerHook): string {
  return `tip-miner hook ${hook.subcommand}`;
}

/** The hook's group, as install adds it. */
export function hookGroup(hook: TipMinerHook): Record<string, unknown> {
  return { ...(hook.matcher !== undefined && { matcher: hook.matcher }), hooks: [{ type: 'command', command: hookCommand(hook), timeout: hook.timeout }] };
}

/**
 * `[runner] program hook <subcommand>[ options]`: the runner npx/bunx/pnpm dlx/yarn dlx (with its flags) or
 * node; the program a word (or a quoted path) whose last part is tip-miner, tip-miner.js or tip-miner@version.
 */
const OUR_COMMAND =
  /^\s*(?:(?:npx|bunx|pnpm\s+(?:dlx|exec)|yarn(?:\s+dlx)?)(?:\s+-{1,2}[\w-]+)*\s+|(?:"[^"]*node(?:\.exe)?"|\S*node(?:\.exe)?)\s+)?(?:"([^"]+)"|'([^']+)'|(\S+))\s+hook\s+(session-start|post-tool-use|session-end)(?=\s|$)(.*)$/s;
const OUR_PROGRAM = /(?:^|[/\\])tip-miner(?:\.c?js|\.mjs|\.cmd|\.exe)?(?:@[\w.^~<>=*-]+)?$/;

/** The subcommand and the options after it when `command` runs a tip-miner hook; undefined otherwise. */
export function ourHookCommand(command: string): { subcommand: HookSubcommand; options: string } | undefined {
  const match = OUR_COMMAND.exec(command);
  const program = match?.[1] ?? match?.[2] ?? match?.[3];
  if (!match || program === undefined || !OUR_PROGRAM.test(program)) return undefined;
  return { subcommand: match[4] as HookSubcommand, options: (match[5] ?? '').trimEnd() };
}

/** Where one of our entries stands: its group in the event's array, and its place in the group's hooks. */
interface OurEntry {
  group: JsonObjectNode;
  groupIndex: number;
  handlers: JsonArrayNode;
  handler: JsonObjectNode;
  handlerIndex: number;
  command: string;
  options: string;
}

/** What a settings file holds of a hook: none, or its entries (one when installed as it should be). */
export interface HookPresence {
  hook: TipMinerHook;
  /** The commands of the entries found (several: installed more than once). */
  commands: string[];
  /** One entry, exactly as install writes it (options after the command aside). */
  current: boolean;
}

/** A settings text that is not what tip-miner can change: not JSON, or not of Claude Code's shape where it must change it. */
export class SettingsShapeError extends Error {
  override readonly name = 'SettingsShapeError';
}

/** Which of tip-miner's hooks the settings text holds, and whether each is as install writes it. */
export function hooksIn(text: string): HookPresence[] {
  const root = parseJsonText(text);
  return TIP_MINER_HOOKS.map((hook) => {
    const entries = root.kind === 'object' ? ourEntries(eventArray(root, hook.event), hook) : [];
    const only = entries.length === 1 ? entries[0] : undefined;
    return { hook, commands: entries.map((entry) => entry.command), current: only !== undefined && isCurrent(only, hook) };
  });
}

export type HookChange = 'added' | 'updated' | 'unchanged' | 'removed' | 'absent';

export interface SettingsEdit {
  text: string;
  changes: Array<{ hook: TipMinerHook; change: HookChange }>;
}

/** Edits to apply one at a time at most, per hook (a bound: each step changes the text or ends). */
const MAX_STEPS = 1000;

/** The text with each of tip-miner's hooks in it once, as install writes it. `text` undefined: a file that does not exist yet. */
export function installHooks(text: string | undefined): SettingsEdit {
  let current = text ?? '{}\n';
  const changes = TIP_MINER_HOOKS.map((hook) => {
    const before = current;
    const had = ourEntries(eventArray(objectRoot(current), hook.event), hook).length > 0;
    for (let step = 0; step < MAX_STEPS; step++) {
      const next = installStep(current, hook);
      if (next === undefined) break;
      current = next;
    }
    const change: HookChange = current === before ? 'unchanged' : had ? 'updated' : 'added';
    return { hook, change };
  });
  return { text: current, changes };
}

/**
 * The text without tip-miner's hooks. A hook event's array, and the `hooks` object, that this leaves empty
 * go too, unless `original` (the file before tip-miner first changed it) had them. When the text is exactly
 * what install made of `original`, the result is `original`, byte for byte.
 */
export function uninstallHooks(text: string, original?: string): SettingsEdit {
  let current = text;
  const kept = original === undefined ? undefined : tryOrUndefined(() => containersIn(original));
  const emptied = new Set<string>();
  const changes = TIP_MINER_HOOKS.map((hook) => {
    let removed = false;
    for (let step = 0; step < MAX_STEPS; step++) {
      const root = objectRoot(current);
      const entry = ourEntries(eventArray(root, hook.event), hook).at(-1);
      if (!entry) break;
      current = removeEntry(current, root, hook, entry);
      removed = true;
      emptied.add(hook.event);
    }
    const change: HookChange = removed ? 'removed' : 'absent';
    return { hook, change };
  });
  for (const event of emptied) {
    const hooks = hooksObject(objectRoot(current));
    const index = hooks?.members.findIndex((member) => member.key === event) ?? -1;
    const array = hooks?.members[index]?.value;
    if (hooks && array?.kind === 'array' && array.items.length === 0 && !kept?.has(event)) current = removeChild(current, hooks, index);
  }
  const root = objectRoot(current);
  const hooksIndex = root.members.findIndex((member) => member.key === 'hooks');
  const hooks = hooksObject(root);
  if (emptied.size > 0 && hooks?.members.length === 0 && !kept?.has('hooks')) current = removeChild(current, root, hooksIndex);
  if (original !== undefined && tryOrUndefined(() => installHooks(original).text) === text) current = original;
  return { text: current, changes };
}

function tryOrUndefined<T>(compute: () => T): T | undefined {
  try {
    return compute();
  } catch {
    return undefined;
  }
}

/** Whether nothing but an empty object is left in the text. */
export function isEmptySettings(text: string): boolean {
  const root = parseJsonText(text);
  return root.kind === 'object' && root.members.length === 0;
}

/** One edit that brings `hook` closer to installed; undefined when it is installed as it should be. */
function installStep(text: string, hook: TipMinerHook): string | undefined {
  const root = objectRoot(text);
  const hooksMember = memberOf(root, 'hooks');
  if (!hooksMember) return setMember(text, root, 'hooks', { [hook.event]: [hookGroup(hook)] });
  const hooks = hooksMember.value;
  if (hooks.kind !== 'object') throw new SettingsShapeError('its "hooks" is not an object');
  const events = memberOf(hooks, hook.event);
  if (!events) return setMember(text, hooks, hook.event, [hookGroup(hook)]);
  if (events.value.kind !== 'array') throw new SettingsShapeError(`its "hooks"."${hook.event}" is not an array`);
  const entries = ourEntries(events.value, hook);
  const [entry, ...duplicates] = entries;
  if (!entry) return appendItem(text, events.value, hookGroup(hook));
  const duplicate = duplicates.at(-1);
  if (duplicate) return removeEntry(text, root, hook, duplicate);
  if (hook.matcher !== undefined && !matchesAll(entry.group)) {
    // a group of its own takes the matcher; in a group of other hooks, the entry moves to a group of its own
    if (entry.handlers.items.length === 1) return setMember(text, entry.group, 'matcher', hook.matcher);
    return removeChild(text, entry.handlers, entry.handlerIndex);
  }
  const wanted = wantedCommand(hook, entry.options);
  if (stringMember(entry.handler, 'type') !== 'command') return setMember(text, entry.handler, 'type', 'command');
  if (entry.command !== wanted) return setMember(text, entry.handler, 'command', wanted);
  if (numberMember(entry.handler, 'timeout') !== hook.timeout) return setMember(text, entry.handler, 'timeout', hook.timeout);
  return undefined;
}

/** The text without one of our entries, and without its group when the entry was all the group held. */
function removeEntry(text: string, root: JsonObjectNode, hook: TipMinerHook, entry: OurEntry): string {
  if (entry.handlers.items.length > 1) return removeChild(text, entry.handlers, entry.handlerIndex);
  const events = eventArray(root, hook.event);
  return events ? removeChild(text, events, entry.groupIndex) : text;
}

function isCurrent(entry: OurEntry, hook: TipMinerHook): boolean {
  return (
    stringMember(entry.handler, 'type') === 'command' &&
    entry.command === wantedCommand(hook, entry.options) &&
    numberMember(entry.handler, 'timeout') === hook.timeout &&
    (hook.matcher === undefined || matchesAll(entry.group))
  );
}

function wantedCommand(hook: TipMinerHook, options: string): string {
  return `${hookCommand(hook)}${options}`;
}

/** A group whose matcher takes every tool: `*`, empty or none. */
function matchesAll(group: JsonObjectNode): boolean {
  const matcher = memberOf(group, 'matcher')?.value;
  return matcher === undefined || (matcher.kind === 'scalar' && (matcher.value === '*' || matcher.value === ''));
}

/** Our entries for `hook` in an event's array of groups, in order. */
function ourEntries(events: JsonArrayNode | undefined, hook: TipMinerHook): OurEntry[] {
  const found: OurEntry[] = [];
  for (const [groupIndex, group] of (events?.items ?? []).entries()) {
    if (group.kind !== 'object') continue;
    const handlers = memberOf(group, 'hooks')?.value;
    if (handlers?.kind !== 'array') continue;
    for (const [handlerIndex, handler] of handlers.items.entries()) {
      if (handler.kind !== 'object') continue;
      const command = stringMember(handler, 'command');
      if (command === undefined) continue;
      const ours = ourHookCommand(command);
      if (ours?.subcommand === hook.subcommand) found.push({ group, groupIndex, handlers, handler, handlerIndex, command, options: ours.options });
    }
  }
  return found;
}

/** The containers a settings text has: `hooks`, and each event's array under it. */
function containersIn(text: string): Set<string> {
  const root = parseJsonText(text);
  const hooks = root.kind === 'object' ? hooksObject(root) : undefined;
  return new Set(hooks ? ['hooks', ...hooks.members.map((member) => member.key)] : []);
}

function objectRoot(text: string): JsonObjectNode {
  const root = parseJsonText(text);
  if (root.kind !== 'object') throw new SettingsShapeError('it is not a JSON object');
  return root;
}

function hooksObject(root: JsonObjectNode): JsonObjectNode | undefined {
  const hooks = memberOf(root, 'hooks')?.value;
  return hooks?.kind === 'object' ? hooks : undefined;
}

function eventArray(root: JsonObjectNode, event: HookEventName): JsonArrayNode | undefined {
  const hooks = hooksObject(root);
  const events = hooks && memberOf(hooks, event)?.value;
  return events?.kind === 'array' ? events : undefined;
}

function stringMember(node: JsonObjectNode, key: string): string | undefined {
  const value = memberOf(node, key)?.value;
  return value?.kind === 'scalar' && typeof value.value === 'string' ? value.value : undefined;
}

function numberMember(node: JsonObjectNode, key: string): number | undefined {
  const value: JsonNode | undefined = memberOf(node, key)?.value;
  return value?.kind === 'scalar' && typeof value.value === 'number' ? value.value : undefined;
}
