/**
 * The one secret redactor: every log-derived text that is stored, shown or written goes through
 * `redactSecrets` (directly or through `sanitizeAndRedact`). The patterns are data (`SECRET_PATTERNS`),
 * applied in table order; a match's `secret` group, always the tail of the match, becomes `[REDACTED]`
 * and the part before it (a name, `Bearer `, `scheme://`) is kept.
 *
 * Deliberately redacted although not always secret: 40-char git SHAs and 32-hex ids (the hex rule of
 * `high-entropy`); no tip-miner output needs them.
 */

export const REDACTED = '[REDACTED]';

export interface SecretPattern {
  /** Stable id, listed by tests and docs. */
  readonly id: string;
  readonly description: string;
  /** Global regex with a named group `secret` that ends the match. */
  readonly pattern: RegExp;
  /** A cheap test that every text holding a match passes; all of them together make the pre-check. */
  readonly trigger: RegExp | ((text: string) => boolean);
  /** The replacement for the `secret` group; returning the group unchanged keeps the match. Default: REDACTED. */
  readonly replace?: (secret: string, groups: Readonly<Record<string, string | undefined>>) => string;
}

// Values that name a secret instead of holding one: `$VAR`, `${VAR}`, `<your-token>`, `***`, `xxx`, `[REDACTED]`…
const PLACEHOLDER = /^(?:\$.*|%\w+%|<.*>?|\{\{.*|[*•]+|[xX]{3,}|\.{3,}|…|null|none|nil|undefined|true|false|bearer|basic|token|digest)$/i;
// Code that fetches a secret (`os.environ.get(`, `this.token`, `await …`), values that open structure (`{`, `[`),
// type annotations (`list[str]`) and file paths (`./key.pem`, `~/.npmrc`, `/run/secrets/db`).
const REFERENCE = new RegExp(
  [
    String.raw`^[A-Za-z_$][\w$.]*\(`,
    String.raw`^[{[(]`,
    String.raw`^(?:this|self|process|os|env|config|settings|options|opts|args|props|ctx|req|request|params|secrets|vars)\.[\w$.]+$`,
    String.raw`^(?:await|new|this|self|function|lambda|async|typeof)$`,
    String.raw`^[A-Za-z_][\w.]*\[[\w\s,.|[\]]*$`,
    String.raw`^(?:(?:~|\.{1,2})\/|\/[\w.-]+\/)`,
  ].join('|'),
);
// A single short lower-case word after `:` or a space is prose ("the token: see docs"), not a value.
const PROSE_WORD = /^[a-z]{1,7}$/;

function isPlaceholder(value: string): boolean {
  return value === '' || value.includes(REDACTED) || PLACEHOLDER.test(value) || REFERENCE.test(value);
}

// A keyword argument passed on under its own name (`password=password,`) is code, not a value.
function isOwnName(value: string, name: string): boolean {
  return value.toLowerCase() === name.toLowerCase();
}

/** Splits a quoted value into its quotes and content: `"abc"` → ['"', 'abc', '"']. */
function unquote(value: string): [open: string, inner: string, close: string] {
  for (const quote of ['\\"', '"', "'", '`']) {
    if (value.length >= 2 * quote.length && value.startsWith(quote) && value.endsWith(quote)) {
      return [quote, value.slice(quote.length, -quote.length), quote];
    }
  }
  return ['', value, ''];
}

// Words of a setting name that hold a secret; `pass` and `pwd` only after another word (`DB_PASS`, not the shell's `PWD`).
const SECRET_WORDS = new Set(['password', 'passwd', 'passphrase', 'secret', 'token', 'apikey', 'auth', 'authorization', 'credential', 'credentials']);
const QUALIFIED_SECRET_WORDS = new Set(['pass', 'pwd']);
// `<qualifier> key` is a secret (`api_key`, `privateKey`); `key` alone is not.
const KEY_QUALIFIERS = new Set(['api', 'access', 'private', 'secret', 'signing', 'encryption', 'master', 'client', 'license', 'session']);
// Glued words that end in a secret word: `PGPASSWORD`, `githubtoken`.
const SECRET_SUFFIX = /(?:password|passwd|secret|token|apikey)$/;
// A word after the secret word that makes the name about the secret, not the secret (`token_count`, `password_file`,
// `auth_service`), or a file extension (`test_auth.py:42:` is a file and a line, `auth.ts:` a grep hit).
const ABOUT_WORDS = new Set([
  'count',
  'counts',
  'limit',
  'limits',
  'max',
  'min',
  'length',
  'len',
  'size',
  'type',
  'types',
  'file',
  'files',
  'path',
  'dir',
  'url',
  'uri',
  'endpoint',
  'host',
  'domain',
  'port',
  'ttl',
  'expiry',
  'expires',
  'expiration',
  'expire',
  'usage',
  'name',
  'id',
  'ids',
  'stdin',
  'env',
  'header',
  'prefix',
  'field',
  'policy',
  'mode',
  'method',
  'provider',
  'required',
  'enabled',
  'disabled',
  'budget',
  'estimate',
  'index',
  'cmd',
  'command',
  'helper',
  'user',
  'username',
  'login',
  'hint',
  'format',
  'version',
  'refresh',
  'rotation',
  'validation',
  'check',
  'error',
  'errors',
  'test',
  'tests',
  'spec',
  'handler',
  'manager',
  'service',
  'store',
  'storage',
  'cache',
  'parser',
  'validator',
  'utils',
  'module',
  'schema',
  'model',
  'flow',
  'middleware',
  'config',
  'part',
  'parts',
  'list',
  'data',
  'info',
  'stats',
  'metrics',
  'total',
  'totals',
  'input',
  'label',
  'placeholder',
  'py',
  'ts',
  'tsx',
  'js',
  'jsx',
  'mjs',
  'cjs',
  'json',
  'jsonl',
  'yaml',
  'yml',
  'toml',
  'md',
  'txt',
  'rb',
  'go',
  'rs',
  'java',
  'kt',
  'swift',
  'c',
  'h',
  'cc',
  'cpp',
  'hpp',
  'cs',
  'php',
  'sh',
  'sql',
  'html',
  'css',
  'vue',
  'svelte',
  'lock',
  'log',
  'xml',
]);

function nameWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
}

function isSecretWord(words: readonly string[], index: number): boolean {
  const word = words[index] ?? '';
  if (SECRET_WORDS.has(word) || SECRET_SUFFIX.test(word)) return true;
  if (index === 0) return false;
  return QUALIFIED_SECRET_WORDS.has(word) || (word === 'key' && KEY_QUALIFIERS.has(words[index - 1] ?? ''));
}

/** Whether a setting name (`DB_PASSWORD`, `apiKey`, `x-auth-token`) holds a secret, not a fact about one (`max_tokens`). */
function isSecretName(name: string): boolean {
  const words = nameWords(name);
  let last = -1;
  for (let i = 0; i < words.length; i++) if (isSecretWord(words, i)) last = i;
  return last >= 0 && !words.slice(last + 1).some((word) => ABOUT_WORDS.has(word));
}

function redactNamedValue(secret: string, groups: Readonly<Record<string, string | undefined>>): string {
  if (!isSecretName(groups.name ?? '')) return secret;
  const [open, inner, close] = unquote(secret);
  // Punctuation that ends a bare value in code or JSON (`"token": null,`) is no part of what it says.
  const value = open === '' ? inner.replace(/[,)\]}]+$/, '') : inner;
  if (inner.includes(REDACTED) || isPlaceholder(value) || isOwnName(value, groups.name ?? '')) return secret;
  // `grep "token=" src` quotes nothing: its "value" is the gap up to the next quote, which starts with a space.
  if (open !== '' && /^\s/.test(inner)) return secret;
  if (open === '' && groups.sep !== '=' && PROSE_WORD.test(value)) return secret;
  return `${open}${REDACTED}${close}`;
}

// Bearer/Basic values: eight or more characters that a word would not have (a digit, or upper case after the first letter).
function looksLikeToken(value: string): boolean {
  return value.length >= 8 && (/\d/.test(value) || (/[a-z]/.test(value) && /[A-Z]/.test(value.slice(1))) || /[=+/]/.test(value));
}

function redactAuthorizationValue(secret: string, groups: Readonly<Record<string, string | undefined>>): string {
  const isBasic = groups.scheme?.toLowerCase() === 'basic';
  // Basic carries base64, whose length is a multiple of four; "Basic JavaScript" is not.
  if (isBasic && (secret.length % 4 !== 0 || /[-._~]/.test(secret))) return secret;
  return looksLikeToken(secret) ? REDACTED : secret;
}

function redactUrlPassword(secret: string): string {
  const password = secret.slice(secret.indexOf(':') + 1);
  return isPlaceholder(password) ? secret : REDACTED;
}

const MIN_RUN = 32;
const HEX_ID = new RegExp(`^[0-9a-fA-F]{${MIN_RUN},}$`);
const MIN_ENTROPY_BITS = 3.5;
// Random mixed-case strings split into words of under 2 characters on average (p99.9 ≈ 3.2); identifiers into ~4+.
const MAX_RANDOM_WORD_LENGTH = 3.5;
const MIN_RANDOM_SEGMENT = 16;

function shannonEntropy(text: string): number {
  const counts = new Map<string, number>();
  for (const char of text) counts.set(char, (counts.get(char) ?? 0) + 1);
  let bits = 0;
  for (const count of counts.values()) bits -= (count / text.length) * Math.log2(count / text.length);
  return bits;
}

function averageWordLength(text: string): number {
  const words = text.match(/[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+/g) ?? [];
  return words.length === 0 ? 0 : words.reduce((sum, word) => sum + word.length, 0) / words.length;
}

const TOKEN_CHARS = new Uint8Array(128);
for (const char of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_+=-') TOKEN_CHARS[char.charCodeAt(0)] = 1;

// A loop, as `/[\w+=-]{32}/` retries each start inside a run and costs twice as much on a clean command.
function hasTokenRun(text: string): boolean {
  let run = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    run = code < 128 && TOKEN_CHARS[code] === 1 ? run + 1 : 0;
    if (run >= MIN_RUN) return true;
  }
  return false;
}

/** Whether a long run of token characters is random (a key) rather than an identifier, UUID or name. */
function isHighEntropyRun(run: string): boolean {
  const segments = run.split(/[-_+=]/);
  if (segments.some((segment) => HEX_ID.test(segment))) return true;
  if (!/[A-Za-z]/.test(run) || !/\d/.test(run)) return false;
  // A UUID or a kebab/snake name has only short segments.
  if (!segments.some((segment) => segment.length >= MIN_RANDOM_SEGMENT)) return false;
  return shannonEntropy(run) >= MIN_ENTROPY_BITS && averageWordLength(run) < MAX_RANDOM_WORD_LENGTH;
}

// A setting value: double-quoted, JSON-escaped `\"…\"`, single-quoted, backticked, or bare up to whitespace, & ; quotes or a `\n` escape.
const VALUE =
  String.raw`"(?:[^"\\\n]|\\.)*"|\\"(?:[^"\\\n]|\\[^"\n])*\\"|'[^'\n]*'|` + '`[^`\\n]*`|' + String.raw`(?:[^\s&;"'` + '`' + String.raw`\\]|\\(?![\\"'nrt]))+`;
const NAME = String.raw`(?<name>[A-Za-z_][\w.-]*)`;
const NAME_HAS_KEYWORD = String.raw`(?=[\w.-]*(?:pass|pwd|secret|token|key|auth|credential))`;
// Spaces after `=` only when spaced before (`a = b`): in `password= token=x` the password is empty.
const SPACE_AFTER_SEPARATOR = String.raw`(?:(?<=[ \t](?:=>|:=|=)|:)[ \t]*)?`;
const TOKEN_START = String.raw`(?<![\w-])`;

export const SECRET_PATTERNS: readonly SecretPattern[] = [
  {
    id: 'private-key',
    description: 'PEM private key block (BEGIN … PRIVATE KEY to its END, across newlines or `\\n` escapes; to the end of a truncated text)',
    pattern: /(?<secret>-----BEGIN[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----[\s\S]*?(?:-----END[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----|$))/g,
    trigger: /PRIVATE KEY/,
  },
  {
    id: 'url-credentials',
    description: 'user:password in a URL of any scheme (`postgres://u:p@host` → `postgres://[REDACTED]@host`)',
    pattern: /(?<head>\b[A-Za-z][A-Za-z0-9+.-]*:\/\/)(?<secret>[^\s/?#@:"'<>`]*:[^\s/?#"'<>`]+)(?=@)/g,
    trigger: /:\/\/[^\s/]*@/,
    replace: redactUrlPassword,
  },
  {
    id: 'authorization-header',
    description: 'the token after `Bearer` or `Basic` (case-insensitive)',
    pattern: /(?<![\w-])(?<head>(?<scheme>bearer|basic)[ \t]+)(?<secret>[\w.~+/-]+=*)/gi,
    trigger: /(?:bearer|basic)[ \t]+[\w.~+/-]{8}/i,
    replace: redactAuthorizationValue,
  },
  {
    id: 'aws-secret-access-key',
    description: 'a 40-character AWS secret key after its name (`aws_secret_access_key = …`, also space-separated)',
    pattern: /(?<head>aws_?secret_?access_?key["']?[\s:=]+["']?)(?<secret>[A-Za-z0-9/+=]{40})(?![A-Za-z0-9/+=])/gi,
    trigger: /aws_?secret/i,
  },
  {
    id: 'named-secret',
    description: 'the value of a setting whose name holds a secret word (`DB_PASSWORD=…`, `"apiKey": "…"`, `token: …`), not a placeholder',
    pattern: new RegExp(
      String.raw`(?<![\w.-])(?<head>-{0,2}${NAME_HAS_KEYWORD}${NAME}(?:\\?["'])?[ \t]*` +
        String.raw`(?<sep>=>|:=|=(?![=~])|:(?!:))${SPACE_AFTER_SEPARATOR})(?<secret>${VALUE})`,
      'gi',
    ),
    trigger: /(?:pass|pwd|secret|token|key|auth|credential)[\w.-]*(?:\\?["'])?[ \t]*[:=]/i,
    replace: redactNamedValue,
  },
  {
    id: 'secret-flag',
    description: 'the argument of a command-line flag whose name holds a secret word (`--password x`, `--api-key "x"`)',
    pattern: new RegExp(String.raw`(?<![\w.-])(?<head>--?${NAME_HAS_KEYWORD}${NAME}[ \t]+)(?![-<>|])(?<secret>${VALUE})`, 'gi'),
    trigger: /(?<![\w.-])--?[\w.-]*(?:pass|pwd|secret|token|key|auth|credential)[\w.-]*[ \t]+[^\s-]/i,
    replace: redactNamedValue,
  },
  {
    id: 'user-password-flag',
    description: 'the password of `-u user:password` / `--user user:password` (curl, wget, httpie)',
    // In quotes the password runs to the closing quote, spaces and all.
    pattern: /(?<![\w-])(?<head>(?:-u|--user)(?:[ \t]+|=)(?:["'][^:"'\n]+|[^\s:"']+):)(?<secret>(?<=["'][^:"'\n]+:)[^"'\n]+|[^\s"']+)/g,
    trigger: /(?:-u|--user)(?:[ \t]+|=)["']?[^\s:"']+:/,
    replace: (password) => (isPlaceholder(password) ? password : REDACTED),
  },
  {
    id: 'anthropic-key',
    description: 'Anthropic API key `sk-ant-…`',
    pattern: new RegExp(String.raw`${TOKEN_START}(?<secret>sk-ant-[\w-]{20,})`, 'g'),
    trigger: /(?<![\w-])sk-ant-/,
  },
  {
    id: 'openai-key',
    description: 'OpenAI-style key `sk-…` / `sk-proj-…` (20+ characters with a digit and an upper-case letter)',
    pattern: new RegExp(String.raw`${TOKEN_START}(?<secret>sk-(?=[\w-]*\d)(?=[\w-]*[A-Z])[\w-]{20,})`, 'g'),
    trigger: /(?<![\w-])sk-/,
  },
  {
    id: 'stripe-key',
    description: 'Stripe secret and restricted keys `sk_live_`, `sk_test_`, `rk_live_`, `rk_test_`, webhook secrets `whsec_`',
    pattern: new RegExp(String.raw`${TOKEN_START}(?<secret>(?:[sr]k_(?:live|test)_[A-Za-z0-9]{16,}|whsec_[A-Za-z0-9]{24,}))`, 'g'),
    trigger: /k_(?:live|test)_|whsec_/,
  },
  {
    id: 'github-token',
    description: 'GitHub tokens `ghp_`, `gho_`, `ghs_`, `ghu_`, `ghr_` and fine-grained `github_pat_`',
    pattern: new RegExp(String.raw`${TOKEN_START}(?<secret>gh[pousr]_[A-Za-z0-9]{30,}|github_pat_\w{22,})`, 'g'),
    trigger: /gh[pousr]_|github_pat_/,
  },
  {
    id: 'gitlab-token',
    description: 'GitLab personal access token `glpat-…`',
    pattern: new RegExp(String.raw`${TOKEN_START}(?<secret>glpat-[\w-]{20,})`, 'g'),
    trigger: /glpat-/,
  },
  {
    id: 'npm-token',
    description: 'npm access token `npm_…` (36 characters)',
    pattern: new RegExp(String.raw`${TOKEN_START}(?<secret>npm_[A-Za-z0-9]{36,})`, 'g'),
    trigger: /npm_[A-Za-z0-9]{36}/,
  },
  {
    id: 'huggingface-token',
    description: 'Hugging Face token `hf_…` (30+ mixed-case letters and digits)',
    pattern: new RegExp(String.raw`${TOKEN_START}(?<secret>hf_(?=[A-Za-z0-9]*[A-Z])(?=[A-Za-z0-9]*[a-z])[A-Za-z0-9]{30,})`, 'g'),
    trigger: /hf_[A-Za-z0-9]{30}/,
  },
  {
    id: 'slack-token',
    description: 'Slack tokens `xoxa-`, `xoxb-`, `xoxp-`, `xoxr-`, `xoxs-`',
    pattern: new RegExp(String.raw`${TOKEN_START}(?<secret>xox[abprs]-(?=[\w-]*\d)[A-Za-z0-9-]{10,})`, 'g'),
    trigger: /xox[abprs]-[A-Za-z0-9-]{10}/,
  },
  {
    id: 'aws-access-key-id',
    description: 'AWS access key id `AKIA…` / `ASIA…` (16 upper-case letters or digits after the prefix)',
    pattern: /(?<![A-Za-z0-9])(?<secret>A(?:KI|SI)A[A-Z0-9]{16})(?![A-Za-z0-9])/g,
    trigger: /A(?:KI|SI)A[A-Z0-9]{16}/,
  },
  {
    id: 'google-api-key',
    description: 'Google API key `AIza…` (35 characters after the prefix)',
    pattern: new RegExp(String.raw`${TOKEN_START}(?<secret>AIza[\w-]{35})(?![\w-])`, 'g'),
    trigger: /AIza[\w-]{35}/,
  },
  {
    id: 'jwt',
    description: 'JSON Web Token: three base64url parts, the first two starting `eyJ`',
    pattern: new RegExp(String.raw`${TOKEN_START}(?<secret>eyJ[\w-]{5,}\.eyJ[\w-]{5,}\.[\w-]*)`, 'g'),
    trigger: /eyJ[\w-]{5,}\.eyJ/,
  },
  {
    id: 'high-entropy',
    description:
      'a run of 32+ `[A-Za-z0-9+=_-]` holding a 32+ hex segment (git SHAs too), or mixing letters and digits with a 16+ segment, ' +
      `entropy ≥ ${MIN_ENTROPY_BITS} bits/char and words shorter than an identifier's`,
    pattern: new RegExp(String.raw`(?<![\w+=-])(?<secret>[\w+=-]{${MIN_RUN},})`, 'g'),
    trigger: hasTokenRun,
    replace: (run) => (isHighEntropyRun(run) ? REDACTED : run),
  },
];

function mayApply(trigger: SecretPattern['trigger'], text: string): boolean {
  return typeof trigger === 'function' ? trigger(text) : trigger.test(text);
}

/** The regex triggers joined into one, the case-insensitive ones apart (`Asia` must not wake `ASIA…`). */
function joinTriggers(ignoreCase: boolean): RegExp[] {
  const sources = SECRET_PATTERNS.flatMap(({ trigger }) => (trigger instanceof RegExp && trigger.ignoreCase === ignoreCase ? [trigger.source] : []));
  return sources.length === 0 ? [] : [new RegExp(sources.join('|'), ignoreCase ? 'i' : '')];
}

// Two regexes and one loop decide whether any pattern can apply: the common command, path or sentence costs just these.
const PRE_CHECKS: readonly ((text: string) => boolean)[] = [
  ...[...joinTriggers(false), ...joinTriggers(true)].map((regex) => (text: string) => regex.test(text)),
  ...SECRET_PATTERNS.flatMap(({ trigger }) => (trigger instanceof RegExp ? [] : [trigger])),
];

function mayHoldSecret(text: string): boolean {
  return PRE_CHECKS.some((check) => check(text));
}

/**
 * Replaces the `secret` group of each match. A declined match (a placeholder, a name that holds no
 * secret) is searched again from its value on, so that `a=password=x` still finds `password=x`.
 */
function applyPattern(text: string, { pattern, replace }: SecretPattern): string {
  let result = '';
  let copied = 0;
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    const groups = match.groups ?? {};
    const secret = groups.secret ?? '';
    const secretStart = match.index + match[0].length - secret.length;
    const replacement = replace ? replace(secret, groups) : REDACTED;
    if (replacement === secret) {
      pattern.lastIndex = Math.max(secretStart, match.index + 1);
      continue;
    }
    result += text.slice(copied, secretStart) + replacement;
    copied = match.index + match[0].length;
  }
  return copied === 0 ? text : result + text.slice(copied);
}

const MAX_ROUNDS = 8;

function redactOnce(text: string): string {
  let result = text;
  for (const secretPattern of SECRET_PATTERNS) {
    if (mayApply(secretPattern.trigger, result)) result = applyPattern(result, secretPattern);
  }
  return result;
}

/** The text with every secret replaced by `[REDACTED]`; the same string when there is none. Idempotent. */
export function redactSecrets(text: string): string {
  if (!mayHoldSecret(text)) return text;
  // A redaction can free a name for an earlier pattern (`sk-…api_key:x`): repeat until nothing changes.
  // Each round that changes something shrinks the text outside the markers, so this ends; the cap is a guard.
  let result = text;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const next = redactOnce(result);
    if (next === result) return result;
    result = next;
  }
  return result;
}

/** Whether a text holds the redaction marker (a correction that needs a secret to make sense is never a rule). */
export function containsRedaction(text: string): boolean {
  return text.includes(REDACTED);
}
