/**
 * A consumer's state per stream (detectors, delegation, corrections), by stream key. Items come in runs of
 * one stream, each with the same key object, so the latest stream's state is kept at hand: no key string
 * built and looked up per item.
 */
import type { StreamKey } from './events.js';
import { streamKeyString } from './stream.js';

export class StreamStates<T> {
  private readonly byKey = new Map<string, T>();
  private latest: { stream: StreamKey; state: T } | undefined;

  constructor(private readonly create: (stream: StreamKey) => T) {}

  /** The stream's state, made on its first item. */
  of(stream: StreamKey): T {
    if (this.latest?.stream === stream) return this.latest.state;
    const key = streamKeyString(stream);
    let state = this.byKey.get(key);
    if (state === undefined) {
      state = this.create(stream);
      this.byKey.set(key, state);
    }
    this.latest = { stream, state };
    return state;
  }

  /** Every stream's state, in the order of their first items. */
  values(): IterableIterator<T> {
    return this.byKey.values();
  }

  clear(): void {
    this.byKey.clear();
    this.latest = undefined;
  }

  /** The stream's state, forgotten (its end); undefined when it had none. */
  take(stream: StreamKey): T | undefined {
    const key = streamKeyString(stream);
    const state = this.byKey.get(key);
    this.byKey.delete(key);
    this.latest = undefined;
    return state;
  }
}
