/**
 * The words rule normalisation knows, as data (docs/memory.md "How a rule is read"): what turns a rule
 * around, what carries no meaning, the verbs an instruction starts with, concepts that are said several
 * ways, and the tools and files a rule names. Lowercase lemmas throughout.
 */

/** Words (and two-word phrases) that turn what follows around: "don't use npm", "never skip tests" (twice: positive). */
export const NEGATORS = new Set([
  'not',
  'no',
  'never',
  'dont',
  'do not',
  'doesnt',
  'cannot',
  'cant',
  'shouldnt',
  'mustnt',
  'wont',
  'without',
  'nor',
  'neither',
  'stop',
  'avoid',
  'skip',
  'omit',
  'quit',
  'refrain',
  'forget',
]);

/** What follows these is what the rule is against: "use pnpm instead of npm", "prefer tabs over spaces". */
export const CONTRASTS = new Set(['instead of', 'rather than', 'over', 'in place of']);

/** Words that say nothing about what a rule is about: articles, pronouns, prepositions, auxiliaries, softeners, standing words. */
export const STOP_WORDS = new Set(
  [
    'a an the this that these those it its it is itself they them their there here everywhere anywhere somewhere wherever',
    'i me my mine we us our you your yours he she him her his one ones someone anyone everyone something anything everything nothing',
    'myself yourself yourselves itself ourselves themselves himself herself',
    'is are was were be been being am do does did doing have has had having will would shall should can could may might must',
    'need needs want wants like let lets please just really actually also again ever even still already yet only very quite so too',
    'and or but if then than as because since while until unless except when whenever what which who whom whose where why how',
    'to of in on at by for with from into onto about up down out off through across per via',
    'always every each all any some many much more most less few other another such same own new old now today ok okay yes yeah',
    'thing things stuff way ways time times lot lots bit kind sort sure make made makes making get gets got getting go goes going gone',
    'remember from now forward future going e.g i.e etc instead rather over directly',
  ]
    .join(' ')
    .split(' '),
);

/** Verbs so light they say nothing about the rule by themselves: "use X", "prefer X", "keep X" are about X. */
export const LIGHT_VERBS = new Set(['use', 'prefer', 'keep', 'put', 'try', 'take', 'give', 'leave', 'bother', 'stick']);

/**
 * Base forms of the verbs instructions start with: a rule whose first word (after always/never/don't)
 * is one of these is an imperative; lemmatising checks candidates against it ("adding" → "add", not "ad").
 */
export const IMPERATIVE_VERBS = new Set(
  [
    'use keep avoid prefer write split plan test log limit run do add put ask check read make create remove delete drop rename move copy',
    'edit change modify update touch fix refactor rewrite replace revert undo commit push pull merge rebase branch tag release deploy build',
    'install uninstall upgrade downgrade pin lint format type document comment explain describe summarize list show print return raise throw',
    'catch handle wrap call invoke execute import export include exclude ignore skip stop start keep leave let name mark prefix suffix',
    'open close save store cache load fetch send post reply respond answer tell say mention confirm verify validate ensure sort filter group',
    'mock stub patch inline extract reuse share follow stick treat consider think look search find grep glob parse generate render',
    'indent wrap align break shorten lengthen simplify clean tidy trim pad quote escape encode decode compile transpile bundle minify',
    'profile benchmark measure debug trace annotate declare define assign initialize set unset enable disable configure specify pass',
    'default require depend stay wait retry repeat prompt delegate spawn spin ping notify warn report include paste link cite reference',
    'be go get give take try bother force squash hardcode hard-code duplicate comment publish upload download lock unlock read review approve double-check',
    'introduce insert append prepend attach detach bump code mention abbreviate capitalize lowercase uppercase translate localize',
    'choose pick select recommend suggest design hang freeze',
  ]
    .join(' ')
    .split(' '),
);

/** Irregular forms to their lemma. */
export const IRREGULAR_LEMMAS = new Map<string, string>([
  ['wrote', 'write'],
  ['written', 'write'],
  ['ran', 'run'],
  ['made', 'make'],
  ['did', 'do'],
  ['does', 'do'],
  ['got', 'get'],
  ['gotten', 'get'],
  ['went', 'go'],
  ['gone', 'go'],
  ['took', 'take'],
  ['taken', 'take'],
  ['gave', 'give'],
  ['given', 'give'],
  ['broke', 'break'],
  ['broken', 'break'],
  ['told', 'tell'],
  ['said', 'say'],
  ['kept', 'keep'],
  ['left', 'leave'],
  ['found', 'find'],
  ['thought', 'think'],
  ['brought', 'bring'],
  ['built', 'build'],
  ['sent', 'send'],
  ['chose', 'choose'],
  ['chosen', 'choose'],
  ['began', 'begin'],
  ['begun', 'begin'],
  ['children', 'child'],
  ['indices', 'index'],
  ['has', 'have'],
  ['had', 'have'],
  ['was', 'be'],
  ['were', 'be'],
  ['is', 'be'],
  ['are', 'be'],
  ['been', 'be'],
  ['uses', 'use'],
  ['used', 'use'],
]);

/**
 * Concepts said several ways: each group's first entry is the concept; the others (lemmas, or phrases
 * of lemmas) mean the same in a rule. "avoid X" ≈ "don't use X" and "stop writing" ≈ "don't write"
 * need no entry: avoid and stop are negators, use is a light verb.
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['docstring', 'doc comment', 'doc string', 'docblock', 'doc block', 'jsdoc', 'javadoc', 'documentation comment', 'pydoc', 'tsdoc'],
  ['comment', 'inline comment', 'code comment'],
  ['run', 'execute', 'exec', 'invoke', 'launch'],
  ['test', 'spec', 'unit test', 'test suite', 'test case'],
  ['lint', 'linter', 'linting'],
  ['format', 'formatter', 'formatting', 'reformat'],
  ['remove', 'delete', 'drop', 'strip', 'get rid of'],
  ['add', 'create', 'introduce', 'insert', 'append', 'write', 'generate'],
  ['edit', 'modify', 'change', 'touch', 'alter', 'update'],
  ['short', 'concise', 'terse', 'brief', 'succinct', 'shorter', 'compact'],
  ['long', 'verbose', 'lengthy', 'wordy', 'longer'],
  ['ask', 'confirm', 'check with', 'ask permission'],
  ['folder', 'directory', 'dir'],
  ['repo', 'repository', 'codebase', 'project'],
  ['doc', 'documentation', 'docs'],
  ['message', 'msg'],
  ['function', 'method', 'func', 'fn'],
  ['type hint', 'type annotation', 'annotation', 'typehint'],
  ['emoji', 'emoticon'],
  ['explain', 'explanation'],
  ['summary', 'summarize', 'summarise', 'recap'],
  ['say', 'tell', 'claim', 'announce'],
  ['finish', 'done', 'complete', 'finished', 'completed'],
  ['package', 'dependency', 'dep', 'library', 'lib', 'module'],
  ['log', 'logging', 'logger'],
  ['fix', 'repair'],
  ['check', 'verify', 'validate'],
  ['mock', 'stub', 'fake'],
  ['small', 'tiny', 'little', 'minimal'],
  ['large', 'big', 'huge'],
  ['variable', 'var'],
  ['indent', 'indentation'],
  ['abbreviation', 'abbreviate', 'abbrev'],
  ['hardcode', 'hard-code', 'hard code', 'hardcoded'],
  ['console.log', 'print statement', 'debug print'],
  ['choose', 'pick', 'select', 'go with'],
  ['recommend', 'suggest', 'recommended', 'suggested'],
  ['option', 'choice', 'alternative', 'which one'],
  ['database', 'db'],
  ['read-only', 'read only', 'readonly'],
  ['gui', 'window', 'graphical'],
  ['open', 'pop up', 'launch', 'bring up'],
  ['machine', 'box', 'computer', 'laptop', 'workstation'],
  ['hang', 'freeze', 'stuck', 'block'],
  ['general', 'generic', 'universal'],
  ['case-by-case', 'case by case', 'one by one', 'individually', 'piecemeal', 'one at a time'],
];

/** Words worth little alone: a rule about "code" or "files" is about whatever else it names. */
export const GENERIC_WORDS = new Set(['code', 'file', 'line', 'work', 'output', 'first', 'before', 'after', 'new', 'good', 'bad', 'right', 'machine']);

/** Tools whose next word is a command of theirs ("git mergetool", "npm run"): that command says what the rule is about. */
export const TOOL_FAMILIES = new Set(['git', 'npm', 'pnpm', 'yarn', 'docker', 'kubectl', 'cargo', 'pip', 'uv', 'poetry', 'gh', 'go', 'bun', 'deno']);

/** Tools, commands and language constructs named by bare words: kept exact, never lemmatised. */
export const TOOL_NAMES = new Set(
  [
    'npm pnpm yarn bun npx node nodejs deno pip pipx uv poetry conda pytest unittest jest vitest mocha cargo rustc clippy rustfmt gofmt cmake',
    'docker kubectl git gh eslint prettier tsc webpack vite esbuild rollup ruff mypy pyright flake8 isort pylint tox nox eval sudo curl wget',
    'rg ripgrep sed awk jq bash zsh python python3 ruby bundler gem maven gradle javac kotlin swift xcode brew apt terraform ansible helm',
    'aws gcloud sqlite postgres postgresql mysql redis mongo mongodb prisma django flask fastapi react vue angular svelte nextjs nuxt',
    'tailwind bootstrap jquery lodash axios typescript javascript golang rust java unwrap panic goroutine async await sed tmux vim',
    'make',
  ]
    .join(' ')
    .split(' '),
);

/** Tool names that are also English words: a name only when written like code (backticks, `()`, a path). */
export const AMBIGUOUS_TOOL_NAMES = new Set(['make', 'panic']);
/** Files every project of a kind has: naming one does not make a rule one project's. */
export const WELL_KNOWN_FILES = new Set(
  [
    'package.json package-lock.json pnpm-lock.yaml yarn.lock tsconfig.json cargo.toml cargo.lock pyproject.toml setup.py setup.cfg',
    'requirements.txt go.mod go.sum gemfile makefile dockerfile docker-compose.yml .gitignore .env .env.example readme.md changelog.md',
    'claude.md agents.md contributing.md license .eslintrc .prettierrc vite.config.ts jest.config.js vitest.config.ts __init__.py',
  ]
    .join(' ')
    .split(' '),
);
