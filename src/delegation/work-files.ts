/**
 * What kind of file a call touches, as delegation advice sees it (docs/delegation.md "Which files are
 * work"): the agent's **own** files — its config, plans and memory (`~/.claude/**`, a repository's
 * `.claude/`, `~/.codex/**`, CLAUDE.md, AGENTS.md…) — are not the codebase: they count for no pattern
 * and are never named in a Task() prompt. **Documentation** (by extension or folder) is codebase to
 * explore, but editing it is not implementation or refactoring work. Everything else is **code**.
 * The tables are data; the paths are the display paths of delegation-call.ts (relative or absolute, `~` kept).
 */
import { posix } from 'node:path';
import { boundedMemo } from '../util/bounded-memo.js';

export type FileKind = 'agent' | 'docs' | 'code';

/** Folders of agents' own config, plans, memory and state, wherever they are (home or repository). */
const AGENT_FOLDERS: ReadonlySet<string> = new Set(['.claude', '.codex', '.cursor', '.gemini', '.windsurf']);

/** Memory and instruction files agents read at start-up (matched without case). */
const AGENT_FILES: ReadonlySet<string> = new Set([
  'claude.md',
  'claude.local.md',
  'agents.md',
  'agent.md',
  'gemini.md',
  '.cursorrules',
  '.windsurfrules',
  'copilot-instructions.md',
]);

/** Extensions of documentation (matched without case). */
const DOC_EXTENSIONS: ReadonlySet<string> = new Set(['.md', '.markdown', '.mdx', '.rst', '.txt', '.adoc', '.asciidoc', '.org', '.rdoc', '.pod']);

/** Folders whose files are documentation, whatever their extension (matched without case). */
const DOC_FOLDERS: ReadonlySet<string> = new Set(['docs', 'doc', 'documentation']);

/** Names with a documentation extension that are build or dependency files all the same. */
const NOT_DOCS: readonly RegExp[] = [/^cmakelists\.txt$/i, /^requirements[\w.-]*\.txt$/i, /^constraints[\w.-]*\.txt$/i, /^robots\.txt$/i, /^llms\.txt$/i];

/** Kinds worked out, at most: the patterns ask for every call in their window at every call, and a session touches the same files again and again. */
const KINDS_KEPT = { maxEntries: 4096, maxChars: 1024 };

export const fileKind: (path: string) => FileKind = boundedMemo(kindOf, KINDS_KEPT);

function kindOf(path: string): FileKind {
  const parts = path.split('/').filter((part) => part !== '' && part !== '.');
  const name = (parts.at(-1) ?? '').toLowerCase();
  const folders = parts.slice(0, -1);
  if (folders.some((folder) => AGENT_FOLDERS.has(folder)) || AGENT_FILES.has(name)) return 'agent';
  if (NOT_DOCS.some((pattern) => pattern.test(name))) return 'code';
  if (DOC_EXTENSIONS.has(posix.extname(name)) || folders.some((folder) => DOC_FOLDERS.has(folder.toLowerCase()))) return 'docs';
  return 'code';
}

/** A file the agent's work is about (docs or code), not one of its own. */
export function isCodebaseFile(path: string): boolean {
  return fileKind(path) !== 'agent';
}
