/**
 * The routing stage of the analysis: every stream's tool uses in order (calls and the slash commands
 * the user ran), as compact records — name, outcome, a few keywords, line — for the history database;
 * and the outcomes of calls an earlier reading of the file stored before their results were written.
 * tip-miner's own tools are left out (routing neither learns from nor suggests them).
 */
import type { StreamKey, ToolResultEvent } from '../model/events.js';
import type { StreamConsumer, StreamItem } from '../model/stream.js';
import { isRoutedUse, outcomeOf, toolUseOfCall, toolUseOfCommand } from './tool-use.js';
import type { ToolUse, UseOutcome } from './types.js';

export interface StreamUses {
  uses: ToolUse[];
  lateOutcomes: Array<{ id: string; outcome: UseOutcome }>;
}

export class RoutingCollector implements StreamConsumer {
  constructor(private readonly partOf: (stream: StreamKey) => StreamUses) {}

  /** A call stored by an earlier reading without its result: its outcome, to set now. */
  onUnmatchedResult(stream: StreamKey, result: ToolResultEvent): void {
    this.partOf(stream).lateOutcomes.push({ id: result.callId, outcome: outcomeOf({ result }) });
  }

  onItem(stream: StreamKey, item: StreamItem): void {
    let use: ToolUse;
    if (item.type === 'call') use = toolUseOfCall(item.call);
    else if (item.type === 'command') use = toolUseOfCommand(item.command.name, item.command.args, item.command.location.line, item.command.timestamp);
    else return;
    if (isRoutedUse(use)) this.partOf(stream).uses.push(use);
  }
}
