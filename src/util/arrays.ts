/** Appends every item of `items` to `target` one by one: `push(...items)` overflows the stack on large arrays. */
export function appendAll<T>(target: T[], items: Iterable<T>): T[] {
  for (const item of items) target.push(item);
  return target;
}

/** The largest / smallest number of a list (undefined when empty), without spreading it into Math.max. */
export function maxOf(values: Iterable<number>): number | undefined {
  let max: number | undefined;
  for (const value of values) if (max === undefined || value > max) max = value;
  return max;
}

export function minOf(values: Iterable<number>): number | undefined {
  let min: number | undefined;
  for (const value of values) if (min === undefined || value < min) min = value;
  return min;
}

/**
 * `items[index]` for an index the caller keeps in range by construction (a position another function
 * returned, a computed offset) over items that are never undefined: out of range is a bug, so it throws
 * instead of handing on an undefined that fails far away.
 */
export function itemAt<T>(items: ArrayLike<T>, index: number): T {
  const item = items[index];
  if (item === undefined) throw new RangeError(`index ${index} is outside 0..${items.length - 1}`);
  return item;
}
