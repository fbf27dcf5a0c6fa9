/**
 * What the agent was working on, from the files it touched (the seed's heuristics, made to hold on
 * real paths): the one file, else their common folder ("src/auth"), else the common prefix of their names ("parser"),
 * else the text it grepped for, else a neutral phrase. Glob patterns say where, not what: not a goal.
 */
import { posix } from 'node:path';

const MIN_PREFIX = 3;

export function inferGoal(files: readonly string[], grepped: readonly string[]): string {
  const [first, ...others] = files;
  // names of files as code spans (the files are plain, so without a backtick: delegation/suggestion.ts)
  if (first !== undefined && others.length === 0) return `\`${first}\``;
  const folder = commonFolder(files);
  if (folder !== undefined) return `the code in \`${folder}\``;
  const prefix = commonNamePrefix(files);
  if (prefix !== undefined) return `the \`${prefix}\` code`;
  if (grepped.length > 0)
    return `the code around ${grepped
      .slice(0, 2)
      .map((search) => `"${search}"`)
      .join(' and ')}`;
  return 'the codebase';
}

/** The deepest folder holding every file, when it says something (not the root, not the working folder). */
function commonFolder(files: readonly string[]): string | undefined {
  const [first, ...others] = files.map((file) => posix.dirname(file).split('/'));
  if (first === undefined) return undefined;
  const shared: string[] = [];
  for (const [index, part] of first.entries()) {
    if (!others.every((parts) => parts[index] === part)) break;
    shared.push(part);
  }
  const folder = shared.join('/');
  return folder === '' || folder === '.' || folder === '/' ? undefined : folder;
}

function commonNamePrefix(files: readonly string[]): string | undefined {
  const stems = files.map((file) => posix.basename(file).replace(/\.[^.]*$/, ''));
  const [first] = stems;
  if (first === undefined) return undefined;
  let prefix = first;
  for (const stem of stems) while (!stem.startsWith(prefix)) prefix = prefix.slice(0, -1);
  prefix = prefix.replace(/[-_.\s]+$/, '');
  return prefix.length >= MIN_PREFIX ? prefix : undefined;
}
