/**
 * The blind sets (eval/blind/README.md): turns written and labelled by writers who never saw the classifier. Each
 * set's corrections precision and recall stay at or above its floors in eval/blind/floors.json — set at the figures
 * measured after its classes were fixed, so that a change made for one set or language cannot quietly undo another.
 * Turns are read and counted by eval/blind/score-set.mjs, as the scorer reads them. The first looks, the held-out
 * figures, are in docs/memory.md.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { add, contextOf, readTurn, summary, tally, type BlindTurn, type Classifier } from '../../eval/blind/score-set.mjs';
import { agentAsks, agentSeeksGoAhead } from '../../src/corrections/agent-asks.js';
import { classifyHumanTurn } from '../../src/corrections/classify-text.js';
import { repoRoot } from '../helpers/paths.js';

interface Floors {
  precision: number;
  recall: number;
}

const BLIND_DIR = join(repoRoot, 'eval', 'blind');
const classifier: Classifier = { classifyHumanTurn, agentAsks, agentSeeksGoAhead };

const floors = JSON.parse(readFileSync(join(BLIND_DIR, 'floors.json'), 'utf8')) as Record<string, Floors>;
const sets = readdirSync(join(BLIND_DIR, 'sets'))
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.slice(0, -'.json'.length));

describe('the blind sets', () => {
  it('has floors for every set and a set for every floor', () => {
    expect(Object.keys(floors).sort()).toEqual([...sets].sort());
  });

  it.each(sets)('%s keeps its corrections precision and recall', (name) => {
    const turns = JSON.parse(readFileSync(join(BLIND_DIR, 'sets', `${name}.json`), 'utf8')) as BlindTurn[];
    const row = tally();
    for (const turn of turns) add(row, turn.kind, readTurn(classifier, turn));
    const scores = summary(row);
    const floor = floors[name];
    expect(floor).toBeDefined();
    expect(scores.precision).toBeGreaterThanOrEqual(floor?.precision ?? 1);
    expect(scores.recall).toBeGreaterThanOrEqual(floor?.recall ?? 1);
  });
});

describe('a turn is read with the context the correction detector would give it', () => {
  const rule = 'never use npm here, use pnpm';
  it.each([
    ['no agent words: a session opens', ''],
    ['a stage direction in brackets', '(session start)'],
    ['a stage direction in full-width brackets', '（会话开始）'],
  ])('%s: its first message is a task, never a correction', (_why, agent) => {
    expect(readTurn(classifier, { id: 't1', lang: 'en', source: 'message', agentChanged: false, agent, text: rule, kind: 'task_request' })).toBe(
      'task-request',
    );
  });
  it('after a refusal, with no words of the agent, it is no first message', () => {
    expect(readTurn(classifier, { id: 't1', lang: 'en', source: 'after-refusal', agentChanged: false, agent: '', text: rule, kind: 'correction' })).toBe(
      'correction',
    );
  });
  it('the same words after the agent changed something correct it', () => {
    expect(readTurn(classifier, { id: 't1', lang: 'en', source: 'message', agentChanged: true, agent: '', text: rule, kind: 'correction' })).toBe('correction');
  });

  const base: BlindTurn = { id: 't1', lang: 'en', source: 'message', agentChanged: true, agent: 'The intro plays now.', text: '', kind: 'x' };
  it('what the agent did since the human last spoke is read with its words, as the detector reads them', () => {
    expect(contextOf(classifier, { ...base, agentDid: 'Edit src/intro.ts (fadeIn: 0)' }).agentWords).toBe(
      'The intro plays now.\nEdit src/intro.ts (fadeIn: 0)',
    );
    expect(contextOf(classifier, base).agentWords).toBeUndefined();
    // "X, not Y" that names what the agent's calls did corrects it; without the calls it names nothing the agent said
    const turn = { ...base, text: 'fade it in over 3s, not instantly', kind: 'correction' };
    expect(readTurn(classifier, { ...turn, agentDid: 'Edit src/intro.ts (fadeIn: 0)' })).toBe('correction');
    expect(readTurn(classifier, turn)).not.toBe('correction');
  });
  it('a turn after the human asked is read as such', () => {
    expect(contextOf(classifier, { ...base, previousAsked: true }).previousAsked).toBe(true);
    expect(contextOf(classifier, base).previousAsked).toBeUndefined();
  });
});
