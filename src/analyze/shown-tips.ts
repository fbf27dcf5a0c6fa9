/**
 * Which tips and learned rules a text put before the model holds (issue: exposure, read from the logs).
 * A tip is known by its fixed text — every wording a detector's or delegation pattern's meta gives — never
 * by its position in a block; the live hook's delegation advisory names its pattern; a learned rule is a
 * line of tip-miner's rules block in a memory file, known by its normalised words (the id `rule:<hash>`
 * the proposal decisions' rules get too: `ruleTipId`).
 */
import { createHash } from 'node:crypto';
import { ruleKey } from '../corrections/text-vectors.js';
import { DELEGATION_PATTERNS } from '../delegation/patterns/index.js';
import { delegationTipId } from '../delegation/tip-ids.js';
import { DELEGATION_PATTERN_IDS, type DelegationPatternId } from '../delegation/types.js';
import { DETECTORS } from '../detectors/index.js';
import { tipTextsOf } from '../delegation/tip-texts.js';
import { RULES_END, RULES_START } from '../model/tip-markers.js';

/** A tip is recognised by this much of its text (whole, when shorter): enough to tell tips apart, short enough to survive a block's cut. */
const SIGNATURE_CHARS = 48;
const ADVISORY = /Delegation advisory \(([a-z]+), confidence/g;

/** Every wording of every tip, today's and earlier versions' (delegation/tip-texts.ts), as [signature, tip id]. */
function knownSignatures(): ReadonlyArray<readonly [string, string]> {
  const pairs: Array<readonly [string, string]> = [];
  const ids = [...DETECTORS.map((detector) => detector.meta.id as string), ...DELEGATION_PATTERNS.map((pattern) => delegationTipId(pattern.meta.id))];
  for (const id of ids) for (const text of tipTextsOf(id)) pairs.push([signature(text), id]);
  return pairs;
}

let signatures: ReadonlyArray<readonly [string, string]> | undefined;

/** The ids of the tips and rules `text` shows, each once, in the order first shown. */
export function tipsShownIn(text: string): string[] {
  signatures ??= knownSignatures();
  const found = new Set<string>();
  const plain = normalise(text);
  for (const [sign, id] of signatures) if (plain.includes(sign)) found.add(id);
  for (const match of text.matchAll(ADVISORY)) {
    const pattern = match[1];
    if (pattern !== undefined && (DELEGATION_PATTERN_IDS as readonly string[]).includes(pattern)) found.add(delegationTipId(pattern as DelegationPatternId));
  }
  for (const rule of rulesIn(text)) found.add(ruleTipId(rule));
  return [...found];
}

/** The id of a learned rule: `rule:` and a hash of its normalised words. */
export function ruleTipId(rule: string): string {
  return `rule:${createHash('sha256').update(ruleKey(rule)).digest('hex').slice(0, 12)}`;
}

/** The rules of tip-miner's block: its `- ` lines, without the `(language) ` scope label. */
function rulesIn(text: string): string[] {
  const start = text.indexOf(RULES_START);
  if (start === -1) return [];
  const end = text.indexOf(RULES_END, start);
  const block = text.slice(start + RULES_START.length, end === -1 ? undefined : end);
  return block
    .split(/\r?\n/)
    .flatMap((line) => (/^\s*- /.test(line) ? [line.replace(/^\s*- (\([^)]{1,40}\) )?/, '').trim()] : []))
    .filter((rule) => ruleKey(rule) !== '');
}

function signature(text: string): string {
  return normalise(text).slice(0, SIGNATURE_CHARS);
}

function normalise(text: string): string {
  return text.replace(/\s+/g, ' ');
}
