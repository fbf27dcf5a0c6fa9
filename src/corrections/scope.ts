/**
 * The scope of a proposal, from evidence (docs/detectors.md): `language:X` when the rule names a
 * construct of X, or names an identifier of code and the supporting sessions mostly touched files of X;
 * else `universal` when it speaks of agent behaviour in general; else `language:X` when it is about
 * code and the sessions mostly touched X; else `universal` when it recurs in two or more projects;
 * else `project:<repo>`. Without a known project it is `universal`.
 */
import { languageNamedIn } from './languages.js';
import { oneOffPaths } from './pasteable.js';
import { normaliseRule } from './rule-normalise.js';

/** Agent behaviour in general: output, comments, tests, commits, tool use. */
const AGENT_BEHAVIOUR = new RegExp(
  String.raw`\b(?:${[
    String.raw`concise|terse|verbose|brief|short(?:er)?|long(?:er)?|summar(?:y|ies|i[sz]e)|output|explanations?|explain|comments?`,
    String.raw`tests?|testing|commits?|committ(?:ing|ed)|commit messages?|lint(?:ing|er)?|emojis?|docstrings?|tools?|sub-?agents?|tokens?|context|plans?|planning`,
    String.raw`ask(?: me)?|confirm(?:ation)?|questions?|lines?|file sizes?|markdown|apolog\w*|sycophan\w*`,
    String.raw`git|push(?:es|ed|ing)?|branch(?:es)?|pull requests?|prs?|merg(?:e|es|ed|ing)|rebas(?:e|es|ed|ing)|squash(?:es|ed|ing)?`,
  ].join('|')})\b`,
  'i',
);

/** The rule is about code, so the language of the touched files applies to it. */
const ABOUT_CODE = new RegExp(
  String.raw`\b(?:${[
    String.raw`code|functions?|methods?|class(?:es)?|variables?|types?|interfaces?|imports?|modules?|exceptions?|error handling|structs?|enums?`,
    String.raw`returns?|async|await|loops?|arrays?|lambdas?|generics?|decorators?|annotations?|null|naming|indent\w*|formatting|style|linter|lint`,
  ].join('|')})\b`,
  'i',
);

/** An API of code: a call ("print()"), a qualified name ("time.Sleep", "os.path"). */
const CODE_IDENTIFIER = /\b[A-Za-z_]\w*\(\)|\b[a-z_]\w*\.[A-Za-z_]\w*\b(?!\.(?:md|json|ya?ml|toml|lock|txt)\b)/;

/**
 * A thing of one project a rule may name: an identifier that is no API and no style word — a database, a table, a
 * service, an environment ("ledger_prod", "orders-db") — or a path of its files.
 */
const PROJECT_IDENTIFIER = /(?<![\w.])(?!(?:snake|camel|kebab|pascal|screaming|upper|lower|title)[_-]case\b)[a-z][a-z0-9]*(?:[_-][a-z0-9]+)+(?![\w.(])/i;

/** Concepts of how the agent works, whatever language the rule is said in (rule-normalise.ts's concepts). */
const BEHAVIOUR_CONCEPTS: ReadonlySet<string> = new Set([
  'comment',
  'docstring',
  'test',
  'commit',
  'push',
  'branch',
  'message',
  'ask',
  'choose',
  'option',
  'recommend',
  'short',
  'long',
  'explain',
  'summary',
  'emoji',
  'lint',
  'format',
  'finish',
  'say',
  'english',
  'case-by-case',
  'general',
]);

/** Share of the touched files one language must hold to be "mostly". */
const MOSTLY = 0.6;

export interface ScopeEvidence {
  /** Repositories of the supporting sessions. */
  projects: readonly string[];
  /** Files touched in the supporting sessions, by language. */
  touchedLanguages: Readonly<Record<string, number>>;
}

export function scopeOf(rule: string, evidence: ScopeEvidence): string {
  const named = languageNamedIn(rule);
  if (named) return `language:${named}`;
  const [only] = evidence.projects;
  // a rule naming a thing of its one project (a database, a service, a path) is that project's
  if (evidence.projects.length === 1 && only !== undefined && (PROJECT_IDENTIFIER.test(rule) || oneOffPaths(rule).length > 0)) return `project:${only}`;
  const mostly = mostlyTouched(evidence.touchedLanguages);
  // a rule naming an API ("time.Sleep", "print()") is about code even when it speaks of tests or output
  if (mostly && CODE_IDENTIFIER.test(rule)) return `language:${mostly}`;
  // how the agent works (commits, tests, output) holds everywhere, whatever the files were, in any language
  if (AGENT_BEHAVIOUR.test(rule) || [...normaliseRule(rule).terms.keys()].some((concept) => BEHAVIOUR_CONCEPTS.has(concept))) return 'universal';
  if (mostly && ABOUT_CODE.test(rule)) return `language:${mostly}`;
  if (evidence.projects.length >= 2) return 'universal';
  if (evidence.projects.length === 1) return `project:${evidence.projects[0]}`;
  return 'universal';
}

function mostlyTouched(counts: Readonly<Record<string, number>>): string | undefined {
  const entries = Object.entries(counts);
  const total = entries.reduce((sum, [, count]) => sum + count, 0);
  if (total === 0) return undefined;
  const [language, count] = entries.reduce((best, entry) => (entry[1] > best[1] ? entry : best));
  return count / total >= MOSTLY ? language : undefined;
}
