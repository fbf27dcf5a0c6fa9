/**
 * Each human language's data (src/corrections/human-languages/*.ts) held to its own made-up examples, read the
 * way the classifier reads a turn: with the data of every language the text may be in, so that one language's
 * words never make another's turns corrections. And the registry: every language file is registered once.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { agentAnnouncesWork, agentAsks, agentInvitesWork, agentSeeksGoAhead } from '../../src/corrections/agent-asks.js';
import { classifyHumanTurn, type HumanTurnKind } from '../../src/corrections/classify-text.js';
import { HUMAN_LANGUAGES } from '../../src/corrections/human-languages/index.js';

const EXPECTED_KIND = new Map<string, HumanTurnKind>([
  ['request', 'task-request'],
  ['question', 'question'],
  ['acknowledgement', 'acknowledgement'],
  ['failure-report', 'failure-report'],
]);

const corrections = HUMAN_LANGUAGES.flatMap((language) => language.examples.corrections.map((example) => [language.id, example.text, example] as const));
const others = HUMAN_LANGUAGES.flatMap((language) => language.examples.others.map((example) => [language.id, example.text, example.kind] as const));
const agentQuestions = HUMAN_LANGUAGES.flatMap((language) => language.examples.agentQuestions.map((text) => [language.id, text] as const));
const agentGoAheads = HUMAN_LANGUAGES.flatMap((language) => language.examples.agentGoAheads.map((text) => [language.id, text] as const));
const agentInvitations = HUMAN_LANGUAGES.flatMap((language) => language.examples.agentInvitations.map((text) => [language.id, text] as const));
const agentAnnouncements = HUMAN_LANGUAGES.flatMap((language) => language.examples.agentAnnouncements.map((text) => [language.id, text] as const));

describe('human languages', () => {
  it.each(corrections)('%s: "%s" is a correction', (_language, text, { cue, explicit, answer }) => {
    const reading = classifyHumanTurn(text, 'message', { agentChanged: true, agentAsked: answer === true });
    expect(reading.kind).toBe('correction');
    expect(reading.correction?.cues).toContain(cue);
    if (explicit !== undefined) expect(reading.correction?.explicit).toBe(explicit);
  });

  it.each(others)('%s: "%s" is no correction (%s)', (_language, text, kind) => {
    const reading = classifyHumanTurn(text, 'message', { agentChanged: true, agentAsked: kind === 'answer' });
    expect(reading.kind).not.toBe('correction');
    const expected = EXPECTED_KIND.get(kind);
    if (expected !== undefined) expect(reading.kind).toBe(expected);
  });

  it.each(agentQuestions)('%s: the agent asks "%s"', (_language, text) => {
    expect(agentAsks(text)).toBe(true);
  });

  it.each(agentGoAheads)('%s: the agent asks for the go-ahead on its plan: "%s"', (_language, text) => {
    expect(agentAsks(text)).toBe(true);
    expect(agentSeeksGoAhead(text)).toBe(true);
  });

  it.each(agentQuestions)('%s: offering a choice is no go-ahead question: "%s"', (_language, text) => {
    expect(agentSeeksGoAhead(text)).toBe(false);
  });

  it.each(agentInvitations)('%s: the agent asks openly for the work: "%s"', (_language, text) => {
    expect(agentAsks(text)).toBe(true);
    expect(agentInvitesWork(text)).toBe(true);
  });

  it.each([...agentQuestions, ...agentGoAheads])('%s: an offer or a plan put up is no open invitation: "%s"', (_language, text) => {
    expect(agentInvitesWork(text)).toBe(false);
  });

  it.each(agentAnnouncements)('%s: the agent says what it builds next, asking nothing: "%s"', (_language, text) => {
    expect(agentAnnouncesWork(text)).toBe(true);
    expect(agentAsks(text)).toBe(false);
  });

  it.each([...agentQuestions, ...agentGoAheads, ...agentInvitations])('%s: a message that asks announces nothing: "%s"', (_language, text) => {
    expect(agentAnnouncesWork(text)).toBe(false);
  });

  it.each(HUMAN_LANGUAGES.map((language) => [language.id, language] as const))('%s has examples of every kind', (_id, language) => {
    expect(language.examples.corrections.length).toBeGreaterThanOrEqual(4);
    expect(language.examples.others.length).toBeGreaterThanOrEqual(4);
    expect(language.examples.agentQuestions.length).toBeGreaterThanOrEqual(2);
    expect(language.examples.agentGoAheads.length).toBeGreaterThanOrEqual(1);
    expect(language.examples.agentAnnouncements.length).toBeGreaterThanOrEqual(2);
    for (const rule of language.classes) expect(rule.examples.length, `${language.id} ${rule.id}`).toBeGreaterThan(0);
  });

  it('registers every language file once, under its file name', () => {
    const folder = join(import.meta.dirname, '../../src/corrections/human-languages');
    const files = readdirSync(folder)
      .filter((name) => name.endsWith('.ts') && !['index.ts', 'types.ts', 'patterns.ts'].includes(name))
      .map((name) => name.replace(/\.ts$/, ''))
      .sort();
    expect(HUMAN_LANGUAGES.map((language) => language.id).sort()).toEqual(files);
  });

  // a pattern written as a regex literal with the doubled backslashes of a string ("/\\\\b(?:option)\\\\s+…/") matches a
  // backslash and a letter, never the word it means: none of a language's patterns may hold one
  it.each(HUMAN_LANGUAGES.map((language) => [language.id, language] as const))('%s: no pattern matches a backslash before a letter', (_id, language) => {
    const doubled = patternsOf(language).filter((pattern) => /\\\\[bBsSdDwWpP]/u.test(pattern.source));
    expect(doubled.map((pattern) => pattern.source.slice(0, 80))).toEqual([]);
  });

  it('says an agent that reports without asking asks nothing', () => {
    expect(agentAsks('Done. The tests pass and the branch is pushed.')).toBe(false);
    expect(agentAsks('已完成，测试全部通过。')).toBe(false);
  });
});

/** Every regular expression a language's data holds, however deep (its cues built as they are read). */
function patternsOf(root: unknown): RegExp[] {
  const found: RegExp[] = [];
  const seen = new Set<unknown>();
  const walk = (value: unknown): void => {
    if (value === null || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    if (value instanceof RegExp) {
      found.push(value);
      return;
    }
    for (const item of Array.isArray(value) ? value : Object.values(value)) walk(item);
  };
  walk(root);
  return found;
}
