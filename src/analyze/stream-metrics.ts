/** Per-stream counts: tool calls by tool, human turns, refusals, interrupts, errors, sub-agent links. */
import type { StreamKey } from '../model/events.js';
import type { StreamMetrics } from '../model/session-part.js';
import type { StreamConsumer, StreamItem } from '../model/stream.js';
import { addCount, emptyCounts } from '../util/counts.js';

export function emptyStreamMetrics(): StreamMetrics {
  return { toolCalls: 0, toolCallsByTool: emptyCounts(), humanTurns: 0, rejections: 0, cancelledCalls: 0, deniedCalls: 0, toolErrors: 0, interrupts: 0 };
}

export function addStreamMetrics(into: StreamMetrics, from: StreamMetrics): void {
  into.toolCalls += from.toolCalls;
  into.humanTurns += from.humanTurns;
  into.rejections += from.rejections;
  into.cancelledCalls += from.cancelledCalls;
  into.deniedCalls += from.deniedCalls;
  into.toolErrors += from.toolErrors;
  into.interrupts += from.interrupts;
  for (const [tool, count] of Object.entries(from.toolCallsByTool)) {
    addCount(into.toolCallsByTool, tool, count);
  }
}

/** Calls `metricsOf` for the stream an item belongs to, then counts the item into it. */
export class StreamMetricsCollector implements StreamConsumer {
  constructor(
    private readonly metricsOf: (stream: StreamKey) => StreamMetrics,
    /** A Task/Agent call whose result names the sub-agent it started. */
    private readonly onSubagentLink: (stream: StreamKey, agentId: string, callId: string) => void,
  ) {}

  onItem(stream: StreamKey, item: StreamItem): void {
    const metrics = this.metricsOf(stream);
    switch (item.type) {
      case 'user':
        metrics.humanTurns++;
        return;
      case 'interrupt':
        metrics.interrupts++;
        return;
      case 'call': {
        const { call } = item;
        metrics.toolCalls++;
        addCount(metrics.toolCallsByTool, call.tool);
        const result = call.result;
        if (!result) return;
        const refusal = result.refusal?.kind;
        if (refusal === 'rejected') metrics.rejections++;
        else if (refusal === 'cancelled') metrics.cancelledCalls++;
        else if (refusal === 'denied') metrics.deniedCalls++;
        else if (result.isError) metrics.toolErrors++;
        if (result.agentId) this.onSubagentLink(stream, result.agentId, call.id);
      }
    }
  }
}
