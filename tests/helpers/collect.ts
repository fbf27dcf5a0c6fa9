import { analyzeFile, type FileAnalysisOptions } from '../../src/analyze/file-analysis.js';
import type { StreamKey } from '../../src/model/events.js';
import type { StreamConsumer, StreamItem } from '../../src/model/stream.js';

export interface CollectedItem {
  stream: string;
  item: StreamItem;
}

/** Runs one file through the whole pipeline and returns every stream item in order. */
export async function collectItems(file: string, options: FileAnalysisOptions = {}) {
  const items: CollectedItem[] = [];
  const consumer: StreamConsumer = {
    onItem: (stream: StreamKey, item: StreamItem) => items.push({ stream: stream.streamId, item }),
  };
  const analysis = await analyzeFile(file, { ...options, consumers: [consumer] });
  return { analysis, items };
}

export function calls(items: CollectedItem[], stream = 'main') {
  return items
    .filter((entry) => entry.stream === stream && entry.item.type === 'call')
    .map((entry) => (entry.item as Extract<StreamItem, { type: 'call' }>).call);
}

export function userTurns(items: CollectedItem[]) {
  return items.filter((entry) => entry.item.type === 'user').map((entry) => (entry.item as Extract<StreamItem, { type: 'user' }>).turn);
}
