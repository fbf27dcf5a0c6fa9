/**
 * Counts the languages of the files the agent read or wrote in each session (main thread and
 * sub-agents), from the file path of Read, Edit, Write and NotebookEdit calls. A rule about code in
 * sessions that mostly touched one language is scoped to that language.
 */
import type { StreamKey } from '../model/events.js';
import type { StreamConsumer, StreamItem } from '../model/stream.js';
import { addCount } from '../util/counts.js';
import { languageOfPath } from './languages.js';

const FILE_TOOLS = new Set(['Read', 'Edit', 'Write', 'NotebookEdit']);

export class TouchedLanguages implements StreamConsumer {
  constructor(private readonly countOf: (sessionId: string) => Record<string, number>) {}

  onItem(stream: StreamKey, item: StreamItem): void {
    if (item.type !== 'call' || !FILE_TOOLS.has(item.call.tool)) return;
    const path = item.call.input.file_path ?? item.call.input.notebook_path ?? item.call.input.path;
    if (typeof path !== 'string') return;
    const language = languageOfPath(path);
    if (language === undefined) return;
    const counts = this.countOf(stream.sessionId);
    addCount(counts, language);
  }
}
