import { describe, expect, it } from 'vitest';
import type { StreamKey } from '../../src/model/events.js';
import { StreamBuilder, type StreamEvent } from '../../src/model/stream-builder.js';
import type { StreamItem } from '../../src/model/stream.js';

const MAIN: StreamKey = { sessionId: 's', streamId: 'main' };
const location = (line: number) => ({ file: '/log.jsonl', line });

function call(id: string, line: number, messageId?: string): StreamEvent {
  return { kind: 'tool_call', stream: MAIN, callId: id, tool: 'Read', rawTool: 'Read', input: {}, messageId, location: location(line) };
}
function result(id: string, line: number, isError = false): StreamEvent {
  return { kind: 'tool_result', stream: MAIN, callId: id, isError, location: location(line) };
}
function turn(line: number): StreamEvent {
  return { kind: 'user_turn', stream: MAIN, text: `turn ${line}`, location: location(line) };
}

function build(events: StreamEvent[]) {
  const items: StreamItem[] = [];
  const builder = new StreamBuilder({ onItem: (_stream, item) => items.push(item) });
  for (const event of events) builder.add(event);
  builder.finish();
  const summary = items.map((item) =>
    item.type === 'call'
      ? `${item.call.id}${item.call.result ? `@${item.call.result.location.line}` : ''}`
      : `${item.type}@${item.type === 'user' ? item.turn.location.line : item.type === 'command' ? item.command.location.line : item.type === 'agent-text' ? '' : item.location.line}`,
  );
  return { items, summary, stats: builder.stats };
}

describe('StreamBuilder', () => {
  it.each([
    { name: 'joins a call to its result', events: [call('a', 1, 'm1'), result('a', 2)], summary: ['a@2'] },
    {
      name: 'keeps call order when parallel results come back reversed',
      events: [call('a', 1, 'm1'), call('b', 2, 'm1'), result('b', 3), result('a', 4)],
      summary: ['a@4', 'b@3'],
    },
    {
      name: 'puts a user turn after the calls before it',
      events: [call('a', 1, 'm1'), result('a', 2), turn(3), call('b', 4, 'm2'), result('b', 5)],
      summary: ['a@2', 'user@3', 'b@5'],
    },
    {
      name: 'releases a call without result when the next message starts',
      events: [call('a', 1, 'm1'), call('b', 2, 'm2'), result('b', 3)],
      summary: ['a', 'b@3'],
    },
    {
      name: 'waits across calls without message ids (parallel in other formats)',
      events: [call('a', 1), call('b', 2), result('b', 3), result('a', 4)],
      summary: ['a@4', 'b@3'],
    },
    { name: 'releases calls that never got a result at the end', events: [call('a', 1), call('b', 2)], summary: ['a', 'b'] },
  ])('$name', ({ events, summary }) => {
    expect(build(events).summary).toEqual(summary);
  });

  it('counts a repeated call id once and a result without call as unmatched', () => {
    const { summary, stats } = build([call('a', 1, 'm1'), call('a', 2, 'm1'), result('a', 3), result('zzz', 4)]);
    expect(summary).toEqual(['a@3']);
    expect(stats).toEqual({ duplicateCalls: 1, unmatchedResults: 1 });
  });

  it('numbers calls in order and keeps their step', () => {
    const { items } = build([call('a', 1, 'm1'), call('b', 2, 'm1'), result('a', 3), result('b', 4), call('c', 5, 'm2'), result('c', 6)]);
    const found = items.flatMap((item) => (item.type === 'call' ? [[item.call.index, item.call.step]] : []));
    expect(found).toEqual([
      [0, 'm1'],
      [1, 'm1'],
      [2, 'm2'],
    ]);
  });

  it('keeps at most 64 calls waiting', () => {
    const events = Array.from({ length: 100 }, (_, index) => call(`c${index}`, index + 1));
    const items: StreamItem[] = [];
    const builder = new StreamBuilder({ onItem: (_stream, item) => items.push(item) });
    for (const event of events) builder.add(event);
    expect(items).toHaveLength(100 - 64);
    builder.finish();
    expect(items).toHaveLength(100);
  });
});
