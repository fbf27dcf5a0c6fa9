/**
 * The routing stage of the analysis: every stream's tool uses in order (calls and the slash commands
 * the user ran), as compact records — name, outcome, a few keywords, line — for the history database.
 * tip-miner's own tools are left out (routing neither learns from nor suggests them).
 */
import type { StreamKey } from '../model/events.js';
import type { StreamConsumer, StreamItem } from '../model/stream.js';
import { isRoutedUse, toolUseOfCall, toolUseOfCommand } from './tool-use.js';
import type { ToolUse } from './types.js';

export class RoutingCollector implements StreamConsumer {
  constructor(private readonly usesOf: (stream: StreamKey) => ToolUse[]) {}

  onItem(stream: StreamKey, item: StreamItem): void {
    let use: ToolUse;
    if (item.type === 'call') use = toolUseOfCall(item.call);
    else if (item.type === 'command') use = toolUseOfCommand(item.command.name, item.command.args, item.command.location.line, item.command.timestamp);
    else return;
    if (isRoutedUse(use)) this.usesOf(stream).push(use);
  }
}
