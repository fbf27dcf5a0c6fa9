/**
 * A function of a string, remembered: the same text asked again (a file's path, a command line, a session's
 * id) is worked out once. At most `maxEntries` texts of at most `maxChars` characters are kept — a longer text
 * is worked out every time, so that a log of huge names cannot fill memory — and when full, all are
 * forgotten at once, so memory stays bounded without bookkeeping per hit. Only for pure functions whose
 * result callers never change (an `undefined` result is not remembered).
 */
export function boundedMemo<T>(compute: (text: string) => T, limits: { maxEntries: number; maxChars: number }): (text: string) => T {
  const known = new Map<string, T>();
  return (text) => {
    if (text.length > limits.maxChars) return compute(text);
    let value = known.get(text);
    if (value === undefined) {
      if (known.size >= limits.maxEntries) known.clear();
      value = compute(text);
      known.set(text, value);
    }
    return value;
  };
}
