/**
 * The Codex skeleton (formats/codex/skeleton.ts) cuts the strings of every payload type the adapter does not read:
 * its lists of the types read must be the adapter's own. Every `case '<type>'` of the adapter's response-item and
 * event switches (formats/codex/index.ts) is a type the skeleton keeps whole or reads as a tool's output, and every
 * type the skeleton keeps is one the adapter reads — so an adapter that starts reading a new type fails here until
 * the skeleton keeps it too.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OUTPUT_ITEMS, READ_EVENTS, READ_ITEMS } from '../../../src/ingest/formats/codex/skeleton.js';
import { repoRoot } from '../../helpers/paths.js';

const source = readFileSync(join(repoRoot, 'src', 'ingest', 'formats', 'codex', 'index.ts'), 'utf8');

/** The `case '…'` labels of the method named `name`, up to the next method. */
function casesOf(name: string): string[] {
  const start = source.indexOf(`private ${name}(`);
  expect(start, `${name} in formats/codex/index.ts`).toBeGreaterThan(-1);
  const next = source.indexOf('\n  private ', start + 1);
  const body = source.slice(start, next === -1 ? undefined : next);
  return [...body.matchAll(/case '([a-z_]+)':/g)].map((match) => match[1]!).sort();
}

describe('the Codex skeleton keeps what the adapter reads', () => {
  it('response items: the types read whole and the tool outputs are the adapter’s cases', () => {
    expect(casesOf('responseItem')).toEqual([...READ_ITEMS, ...OUTPUT_ITEMS].sort());
  });

  it('events: the types kept whole are the adapter’s cases', () => {
    expect(casesOf('eventMessage')).toEqual([...READ_EVENTS].sort());
  });
});
