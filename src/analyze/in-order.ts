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
  const pending: Array<Promise<Outcome<T>>> = [];
  let next = 0;
  while (pending.length < concurrency && next < items.length) pending.push(settle(items[next++]!));
  for (let done = 0; done < items.length; done++) {
    const outcome = await pending.shift()!;
    if (next < items.length) pending.push(settle(items[next++]!));
    onOutcome(items[done]!, outcome);
  }
}
