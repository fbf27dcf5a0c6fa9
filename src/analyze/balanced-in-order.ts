/**
 * Like inOrder (in-order.ts), for work spread over threads: of the next `window` items (in item order)
 * the costliest not yet started goes first, at most `slots` at once; an item of cost 0 (nothing to do
 * but hand its outcome on) starts as soon as it enters the window. Outcomes are still handed on in
 * item order, so at most `window` of them are held at any time.
 */
import type { Outcome } from './in-order.js';

export interface Balance<I> {
  cost: (item: I) => number;
  slots: number;
  window: number;
}

export async function balancedInOrder<I, T>(
  items: readonly I[],
  task: (item: I) => Promise<T>,
  balance: Balance<I>,
  onOutcome: (item: I, outcome: Outcome<T>) => void,
): Promise<void> {
  const outcomes = new Map<number, Promise<Outcome<T>>>();
  let running = 0;
  let oldest = 0;
  /** Wakes the loop below when a slot frees (it may be waiting for its item to start). */
  let wake: (() => void) | undefined;
  const start = (index: number): void => {
    const item = items[index] as I;
    const costly = balance.cost(item) > 0;
    if (costly) running++;
    const settled = task(item).then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => ({ ok: false as const, error }),
    );
    outcomes.set(index, settled);
    if (costly)
      void settled.then(() => {
        running--;
        startMore();
        wake?.();
      });
  };
  const startMore = (): void => {
    const end = Math.min(items.length, oldest + balance.window);
    for (let index = oldest; index < end; index++) if (!outcomes.has(index) && balance.cost(items[index] as I) === 0) start(index);
    while (running < balance.slots) {
      let costliest = -1;
      for (let index = oldest; index < end; index++) {
        if (outcomes.has(index)) continue;
        if (costliest < 0 || balance.cost(items[index] as I) > balance.cost(items[costliest] as I)) costliest = index;
      }
      if (costliest < 0) return;
      start(costliest);
    }
  };
  for (; oldest < items.length; oldest++) {
    startMore();
    let outcome = outcomes.get(oldest);
    while (!outcome) {
      await new Promise<void>((resolve) => (wake = resolve));
      outcome = outcomes.get(oldest);
    }
    onOutcome(items[oldest] as I, await outcome);
    outcomes.delete(oldest);
  }
}
