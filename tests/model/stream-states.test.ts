import { describe, expect, it } from 'vitest';
import type { StreamKey } from '../../src/model/events.js';
import { StreamStates } from '../../src/model/stream-states.js';

const key = (sessionId: string, streamId = 'main'): StreamKey => ({ sessionId, streamId });

function counter() {
  const made: string[] = [];
  const states = new StreamStates((stream) => {
    made.push(`${stream.sessionId}/${stream.streamId}`);
    return { items: 0 };
  });
  return { states, made };
}

describe('StreamStates', () => {
  it("makes a state on a stream's first item and gives the same one after", () => {
    const { states, made } = counter();
    const a = key('s1');
    states.of(a).items++;
    states.of(a).items++;
    expect(states.of(a).items).toBe(2);
    expect(made).toEqual(['s1/main']);
  });

  it('finds a stream by its ids, whatever key object names it', () => {
    const { states, made } = counter();
    states.of(key('s1')).items++;
    expect(states.of(key('s1')).items).toBe(1);
    expect(made).toEqual(['s1/main']);
  });

  it('keeps streams apart, interleaved', () => {
    const { states } = counter();
    const [a, b, c] = [key('s1'), key('s1', 'agent-1'), key('s2')];
    for (const stream of [a, b, a, c, a, b]) states.of(stream).items++;
    expect([states.of(a).items, states.of(b).items, states.of(c).items]).toEqual([3, 2, 1]);
  });

  it('take gives the state and forgets it: the next item starts anew, even with the same key object', () => {
    const { states, made } = counter();
    const a = key('s1');
    states.of(a).items++;
    expect(states.take(a)).toEqual({ items: 1 });
    expect(states.take(a)).toBeUndefined();
    expect(states.of(a).items).toBe(0);
    expect(made).toEqual(['s1/main', 's1/main']);
  });

  it('take of another stream leaves the latest one found by its ids', () => {
    const { states } = counter();
    const [a, b] = [key('s1'), key('s2')];
    states.of(b).items++;
    states.of(a).items++;
    states.take(b);
    expect(states.of(a).items).toBe(1);
  });
});
