/** A path with its links resolved, or the path itself when that fails (it is gone, or cannot be read): for telling two names of one file apart. */
import { realpathSync } from 'node:fs';

export function realPathOrSelf(path: string): string {
  try {
    return realpathSync.native(path);
  } catch {
    return path;
  }
}
