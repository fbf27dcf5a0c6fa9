/**
 * Whether a rule is one a person would paste into CLAUDE.md (issue 17 item 4, docs/memory.md "The
 * paste-able gate"): an imperative, general (no it/this/that/here pointing at the task at hand, no
 * one-off file path unless the rule is scoped to its project), at most 20 words. A rule that fails is
 * not proposed; its corrections are still listed.
 */
import { IMPERATIVE_VERBS, WELL_KNOWN_FILES } from './rule-lexicon.js';

export type PasteFailure = 'not-imperative' | 'too-long' | 'task-reference' | 'one-off-path';

const MAX_RULE_WORDS = 20;

/** Words a rule may start with before its verb. */
const LEADING_ADVERBS = /^(?:(?:always|never|only|just|please|also|don't|do not|dont)\s+)+/i;
/** A prohibition by noun ("No emojis in commit messages") is a rule form people write. */
const PROHIBITION = /^no\s+[\w@`'"./-]/i;

/** Pointers at the task at hand. */
const TASK_REFERENCE = /\b(?:it|its|this|that|these|those|them|here|there|above|below)\b/i;
/** Pointers that have a referent: the project itself, or "that" opening a clause ("make sure that …", "files that …"). */
const REFERENTS = [
  /\b(?:in|for|of|across|throughout)\s+this\s+(?:repo|repository|project|codebase|code base|monorepo|workspace)\b/gi,
  /\b(?:sure|ensure|check|verify|confirm|means?|so)\s+that\b/gi,
  /\bthat\s+(?:is|are|was|were|has|have|can|could|will|would|should|must|need|needs|do|does|did|returns?|takes?|uses?|calls?|touch(?:es)?|change[sd]?|fails?|breaks?)\b/gi,
];

/** Extensions of source, config and document files. */
const FILE_EXTENSIONS =
  'ts|tsx|js|jsx|mjs|cjs|py|pyi|rs|go|java|kt|rb|php|cs|c|h|cpp|hpp|swift|md|mdx|json|jsonc|ya?ml|toml|txt|sh|css|scss|html|vue|svelte|sql|lock|cfg|ini|env|xml|csv';
/** A path (a slash between names) or a file name with one of those extensions. */
const FILE_LIKE = new RegExp(String.raw`(?:^|[\s\`'"(])((?:[\w.@~-]+/)+[\w.@-]+|[\w@-]+(?:\.[\w-]+)*\.(?:${FILE_EXTENSIONS}))(?=$|[\s\`'"),:;!?])`, 'gi');
/** Names that look like files but are tools or code: node.js, next.js, console.log. */
const NOT_A_FILE = /^(?:(?:node|next|nuxt|vue|express|three|d3|react|socket\.io)\.js|console\.\w+)$/i;

/** Why the rule is not paste-able into a memory file, or undefined when it is. */
export function pasteFailure(rule: string, scope: string): PasteFailure | undefined {
  const words = rule.trim().split(/\s+/);
  if (words.length > MAX_RULE_WORDS) return 'too-long';
  if (!isImperative(rule)) return 'not-imperative';
  let withoutReferents = rule;
  for (const referent of REFERENTS) withoutReferents = withoutReferents.replace(referent, ' ');
  if (TASK_REFERENCE.test(withoutReferents)) return 'task-reference';
  if (!scope.startsWith('project:') && oneOffPaths(rule).length > 0) return 'one-off-path';
  return undefined;
}

/** It starts with a verb (after always/never/don't), or is a prohibition by noun. */
export function isImperative(rule: string): boolean {
  const trimmed = rule.trim();
  if (PROHIBITION.test(trimmed)) return true;
  const first = /^[a-z-]+/i.exec(trimmed.replace(LEADING_ADVERBS, ''))?.[0].toLowerCase();
  // "force-push", "double-check", "re-run": the word or one of its parts
  return first !== undefined && [first, ...first.split('-')].some((word) => IMPERATIVE_VERBS.has(word));
}

/** The files a rule names that belong to one project (package.json, CLAUDE.md, … do not). */
export function oneOffPaths(rule: string): string[] {
  const found: string[] = [];
  for (const match of rule.matchAll(FILE_LIKE)) {
    const path = match[1];
    if (path === undefined || NOT_A_FILE.test(path) || /^(?:https?:|[\w-]+\.(?:com|org|io|dev|net)\b)/i.test(path) || WELL_KNOWN_FILES.has(path.toLowerCase()))
      continue;
    if (!isPath(path)) continue;
    found.push(path);
  }
  return found;
}

/** "src/config.rs", "./scripts", "lib/a/b" are paths; "and/or", "tabs/spaces" are words. */
function isPath(candidate: string): boolean {
  if (new RegExp(String.raw`\.(?:${FILE_EXTENSIONS})$`, 'i').test(candidate)) return true;
  return (
    /^(?:\.{1,2}\/|~\/|\/)/.test(candidate) ||
    (candidate.match(/\//g) ?? []).length >= 2 ||
    /^(?:src|lib|app|apps|packages|tests?|docs|scripts|bin|config)\//i.test(candidate)
  );
}
