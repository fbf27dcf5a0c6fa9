/** Runs an async task over items with bounded concurrency, handing each outcome on in item order. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

export async function inOrder<I, T>(
  items: readonly I[],
  task: (item: I) => Promise<T>,
  concurrency: number,
  onOutcome: (item: I, outcome: Outcome<T>) => void,
): Promise<void> {
  const settle = (item: I): Promise<Outcome<T>> =>
    task(item).then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => ({ ok: false as const, error }),
    );
  const upcoming = items.values();
  const pending: Array<{ item: I; outcome: Promise<Outcome<T>> }> = [];
  /** Starts the task of the next item; false when there is none. */
  const startNext = (): boolean => {
    const next = upcoming.next();
    if (next.done) return false;
    pending.push({ item: next.value, outcome: settle(next.value) });
    return true;
  };
  for (let started = 0; started < concurrency; started++) if (!startNext()) break;
  for (let oldest = pending.shift(); oldest !== undefined; oldest = pending.shift()) {
    const outcome = await oldest.outcome;
    startNext();
    onOutcome(oldest.item, outcome);
  }
}
