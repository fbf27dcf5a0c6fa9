/**
 * The blind sets (eval/blind/README.md): turns written and labelled by writers who never saw the classifier. Each
 * set's corrections precision and recall stay at or above its floors in eval/blind/floors.json — set at the figures
 * measured after its classes were fixed, so that a change made for one set or language cannot quietly undo another.
 * The first looks, the held-out figures, are in docs/memory.md.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { agentAsks, agentSeeksGoAhead } from '../../src/corrections/agent-asks.js';
import { classifyHumanTurn, type TextSource } from '../../src/corrections/classify-text.js';
import { repoRoot } from '../helpers/paths.js';

interface BlindTurn {
  id: string;
  lang: string;
  source: string;
  agentChanged: boolean;
  agent?: string;
  text: string;
  kind: string;
}

interface Floors {
  precision: number;
  recall: number;
}

const BLIND_DIR = join(repoRoot, 'eval', 'blind');
const POSITIVE_LABELS = new Set(['correction', 'rejection_reason']);
const POSITIVE_READINGS = new Set(['correction', 'rejection-reason']);
const SOURCES: ReadonlySet<string> = new Set<TextSource>(['message', 'after-refusal', 'rejection-reason']);

function readTurn(turn: BlindTurn): string {
  const agentText = turn.agent ?? '';
  const source = (SOURCES.has(turn.source) ? turn.source : 'message') as TextSource;
  return classifyHumanTurn(turn.text, source, {
    agentChanged: turn.agentChanged,
    agentAsked: agentText !== '' && agentAsks(agentText),
    agentSeeksGoAhead: agentText !== '' && agentSeeksGoAhead(agentText),
    ...(agentText !== '' && { agentText }),
  }).kind;
}

function scoreSet(turns: readonly BlindTurn[]): Floors {
  let found = 0;
  let falsePositives = 0;
  let missed = 0;
  for (const turn of turns) {
    const positive = POSITIVE_LABELS.has(turn.kind);
    const claimed = POSITIVE_READINGS.has(readTurn(turn));
    if (positive && claimed) found++;
    else if (claimed) falsePositives++;
    else if (positive) missed++;
  }
  return { precision: found / (found + falsePositives), recall: found / (found + missed) };
}

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
    const scores = scoreSet(turns);
    const floor = floors[name];
    expect(floor).toBeDefined();
    expect(scores.precision).toBeGreaterThanOrEqual(floor?.precision ?? 1);
    expect(scores.recall).toBeGreaterThanOrEqual(floor?.recall ?? 1);
  });
});
