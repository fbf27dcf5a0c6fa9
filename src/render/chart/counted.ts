/** A count with its noun: "1 session", "3 sessions", "2 bars". */
import { formatCount } from '../numbers.js';

export function counted(count: number, noun: string, plural = `${noun}s`): string {
  return `${formatCount(count)} ${count === 1 ? noun : plural}`;
}
