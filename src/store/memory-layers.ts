/**
 * The seed's memory layers, as JSON under the memory dir, for approved proposals:
 * - universal rules and preferences → `profile.json` `general` (a list of rules);
 * - universal corrections → `corrections.json` (`{pattern, note, frequency}` items);
 * - language rules → `profile.json` `languages.<language>`;
 * - project rules → `<repo>/decisions.json` (`{decision, rationale, project}` items).
 * Adding is idempotent (a rule already there is not added twice) and keeps everything else in the
 * files; a file that is not of its shape is not overwritten (view-file.ts; `--repair` sets it aside).
 */
import { join } from 'node:path';
import type { MemoryProposal } from '../corrections/proposal-types.js';
import { writeFileAtomic } from './atomic-write.js';
import { markRepoFolder, repoFolderPath } from './repo-folder.js';
import { readBeforeWrite, shape, type WriteGuard } from './view-file.js';
import { sanitizeAndRedact } from '../safety/sanitize.js';

export const PROFILE_FILE = 'profile.json';
export const CORRECTIONS_FILE = 'corrections.json';
export const DECISIONS_FILE = 'decisions.json';
const MAX_RULE_CHARS = 300;

interface Profile {
  general?: unknown[];
  languages?: Record<string, unknown[]>;
  [key: string]: unknown;
}

export interface StoredMemory {
  /** The layer file. */
  path: string;
  /** False when the rule was already there, or the file could not be written (`blocked`). */
  added: boolean;
  /** The file is unusable and was left as it is: `problem` says why. */
  blocked?: boolean;
  setAside?: string;
  problem?: string;
}

/** An approved rule as the layers need it; `sessions` (corrections.json's frequency) when known. */
export type ApprovedRule = Pick<MemoryProposal, 'id' | 'category' | 'scope' | 'content' | 'rationale'> & { sessions?: number };

/** The layer file an approved rule goes into: its project's decisions, the universal corrections, or the profile. */
export function approvedMemoryPath(memoryDir: string, approved: Pick<ApprovedRule, 'scope' | 'category'>): string {
  if (approved.scope.startsWith('project:')) return join(repoFolderPath(memoryDir, approved.scope.slice('project:'.length)), DECISIONS_FILE);
  if (approved.scope === 'universal' && approved.category === 'correction') return join(memoryDir, CORRECTIONS_FILE);
  return join(memoryDir, PROFILE_FILE);
}

export function storeApprovedMemory(memoryDir: string, approved: ApprovedRule, now: number, guard: WriteGuard = { repair: false, now }): StoredMemory {
  // memory files are read by agents: the rule and its note as one line of plain text, no secret
  const proposal = {
    ...approved,
    content: sanitizeAndRedact(approved.content, { maxChars: MAX_RULE_CHARS }),
    rationale: sanitizeAndRedact(approved.rationale, { maxChars: MAX_RULE_CHARS }),
  };
  if (proposal.scope.startsWith('project:')) {
    const project = proposal.scope.slice('project:'.length);
    markRepoFolder(memoryDir, project);
    return addToList(approvedMemoryPath(memoryDir, proposal), guard, 'decision', proposal.content, {
      id: proposal.id,
      decision: proposal.content,
      rationale: proposal.rationale,
      project,
      approved_at: new Date(now * 1000).toISOString(),
    });
  }
  if (proposal.scope === 'universal' && proposal.category === 'correction') {
    return addToList(approvedMemoryPath(memoryDir, proposal), guard, 'pattern', proposal.content, {
      id: proposal.id,
      pattern: proposal.content,
      note: proposal.rationale,
      frequency: proposal.sessions ?? 1,
    });
  }
  const language = proposal.scope.startsWith('language:') ? proposal.scope.slice('language:'.length) : undefined;
  return addToProfile(approvedMemoryPath(memoryDir, proposal), guard, proposal.content, language);
}

function addToProfile(path: string, guard: WriteGuard, rule: string, language: string | undefined): StoredMemory {
  const read = readBeforeWrite<Profile>(path, PROFILE, guard);
  if (!read.usable) return { path, added: false, blocked: true, problem: read.problem };
  const profile: Profile = read.value ?? {};
  let list: unknown[];
  if (language === undefined) {
    list = profile.general ??= [];
  } else {
    const languages = (profile.languages ??= {});
    // own keys only: a language called "constructor" or "__proto__" must not reach Object.prototype
    const known = Object.hasOwn(languages, language) ? languages[language] : undefined;
    if (known) {
      list = known;
    } else {
      list = [];
      Object.defineProperty(languages, language, { value: list, enumerable: true, writable: true, configurable: true });
    }
  }
  const added = !list.some((item) => typeof item === 'string' && same(item, rule));
  if (added) list.push(rule);
  if (added || read.setAside) writeFileAtomic(path, `${JSON.stringify(profile, null, 2)}\n`);
  return outcome(path, added, read);
}

function addToList(path: string, guard: WriteGuard, field: string, rule: string, item: Record<string, unknown>): StoredMemory {
  const read = readBeforeWrite<unknown[]>(path, LIST, guard);
  if (!read.usable) return { path, added: false, blocked: true, problem: read.problem };
  const list = read.value ?? [];
  const added = !list.some((entry) => {
    const value = typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>)[field] : undefined;
    return typeof value === 'string' && same(value, rule);
  });
  if (added) list.push(item);
  if (added || read.setAside) writeFileAtomic(path, `${JSON.stringify(list, null, 2)}\n`);
  return outcome(path, added, read);
}

function outcome(path: string, added: boolean, read: { setAside?: string; problem?: string }): StoredMemory {
  return { path, added, ...(read.setAside && { setAside: read.setAside }), ...(read.problem && { problem: read.problem }) };
}

const LIST = shape('a JSON array', (value: unknown): value is unknown[] => Array.isArray(value));

function same(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

const PROFILE = shape('a profile (general and languages lists)', isProfile);

function isProfile(value: unknown): value is Profile {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  // the fields as read from the file: anything until checked
  const { general, languages } = value as { general?: unknown; languages?: unknown };
  if (general !== undefined && !Array.isArray(general)) return false;
  if (languages === undefined) return true;
  if (typeof languages !== 'object' || languages === null || Array.isArray(languages)) return false;
  return Object.values(languages).every(Array.isArray);
}
