import { describe, expect, it } from 'vitest';
import { fixture } from '../../helpers/paths.js';
import { calls, collectItems, userTurns } from '../../helpers/collect.js';

const FILE = fixture('claude-code/inline-sidechains.jsonl');

describe('Claude Code adapter on fixtures/claude-code/inline-sidechains.jsonl', () => {
  it('joins calls to results by id, counts a repeated id once, keeps call order', async () => {
    const { analysis, items } = await collectItems(FILE);
    const main = calls(items);
    expect(main.map((call) => [call.tool, call.location.line])).toEqual([
      ['Task', 6],
      ['Task', 7],
      ['Edit', 21],
      ['Edit', 23],
      ['Bash', 25],
    ]);
    expect(analysis.streamStats.duplicateCalls).toBe(1);
    // results came back lexer first, parser second; each is joined to its own call
    expect(main.slice(0, 2).map((call) => call.result?.location.line)).toEqual([19, 18]);
  });

  it('merges an assistant message split over several lines into one step', async () => {
    const { items } = await collectItems(FILE);
    const [first, second, edit] = calls(items);
    expect(first!.step).toBe('msg_1');
    expect(second!.step).toBe('msg_1');
    expect(edit!.step).toBe('msg_2');
  });

  it('keeps only real human text as user turns, and marks refusals and interrupts', async () => {
    const { items } = await collectItems(FILE);
    expect(userTurns(items).map((turn) => [turn.location.line, turn.text])).toEqual([
      [3, 'focus on the parser'],
      [4, 'Survey the parser and the lexer, then fix the bug'],
      [29, 'no, run the tests with uv run pytest'],
    ]);
    const main = calls(items);
    expect(main[2]!.result?.refusal).toEqual({ kind: 'rejected', reason: 'raise an error instead of returning None' });
    expect(main[4]!.result?.refusal).toEqual({ kind: 'rejected' });
    const order = items.filter((entry) => entry.stream === 'main').map((entry) => (entry.item.type === 'call' ? entry.item.call.tool : entry.item.type));
    expect(order).toEqual(['command', 'user', 'user', 'Task', 'Task', 'Edit', 'Edit', 'Bash', 'interrupt', 'user']);
  });

  it('passes the slash command the user ran into the stream, with the arguments they typed', async () => {
    const { items } = await collectItems(FILE);
    const commands = items.flatMap((entry) => (entry.item.type === 'command' ? [entry.item.command] : []));
    expect(commands.map((command) => [command.name, command.args, command.location.line])).toEqual([['/review', 'focus on the parser', 3]]);
  });

  it('never takes a sub-agent prompt for human text', async () => {
    const { items } = await collectItems(FILE);
    expect(items.filter((entry) => entry.stream !== 'main' && entry.item.type === 'user')).toEqual([]);
  });

  it('sums tokens per message id + request id, the last line of a message winning', async () => {
    const { analysis } = await collectItems(FILE);
    const session = [...analysis.sessions.values()][0]!;
    expect(session.tokens).toEqual({ input: 1030, output: 165, cacheCreation: 0, cacheRead: 0 });
    expect(session.cwd).toBe('/work/inline');
  });
});
