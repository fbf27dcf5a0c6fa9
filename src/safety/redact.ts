/**
 * The one secret redactor: every log-derived text that is stored, shown or written goes through
 * `redactSecrets` (directly or through `sanitizeAndRedact`). The patterns are data (`SECRET_PATTERNS`),
 * applied in table order; a match's `secret` group, always the tail of the match, becomes `[REDACTED]`
 * and the part before it (a name, `Bearer `, `scheme://`) is kept.
 *
 * Deliberately redacted although not always secret: 40-char git SHAs and 32-hex ids (the hex rule of
 * `high-entropy`); no tip-miner output needs them.
 *
 * Linear by construction (a crafted multi-megabyte text must neither overflow the regex engine's stack nor take
 * quadratic time): every quantifier that could run over a long text is bounded (`{0,N}`, never `{n,}`, which V8
 * compiles into a backtracking loop that overflows on megabytes), a quantifier that scans from a start position
 * stops at a bound or at a character the next start needs, no quantifier nests over an overlapping alternative,
 * and a secret longer than its pattern's bound is matched up to the bound and redacted on to its end by a
 * plain loop (`extend`). tests/safety/redact-adversarial.property.test.ts feeds multi-megabyte texts.
 */

import { commandPasswordHeads, escapeRegex, hasCommandPasswordFlag } from './command-password-rule.js';

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
  /** Where a redacted secret really ends (the pattern matches at most a bounded part of a long one); default: the match's end. */
  readonly extend?: (text: string, end: number, secret: string) => number;
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

/** Splits a quoted value into its quotes and content: `"abc"` → ['"', 'abc', '"']; one cut at its end or bound: `"abc` → ['"', 'abc', '']. */
function unquote(value: string): [open: string, inner: string, close: string] {
  for (const quote of ['\\"', '"', "'", '`']) {
    if (!value.startsWith(quote)) continue;
    if (value.length >= 2 * quote.length && value.endsWith(quote)) return [quote, value.slice(quote.length, -quote.length), quote];
    return [quote, value.slice(quote.length), ''];
  }
  return ['', value, ''];
}

// Words of a setting name that hold a secret; `pass` and `pwd` only after another word (`DB_PASS`, not the shell's `PWD`).
const SECRET_WORDS = new Set(['password', 'passwd', 'passphrase', 'secret', 'token', 'apikey', 'auth', 'authorization', 'credential', 'credentials']);
const QUALIFIED_SECRET_WORDS = new Set(['pass', 'pwd']);
// `<qualifier> key` is a secret (`api_key`, `privateKey`); `key` alone is not.
const KEY_QUALIFIERS = new Set(['api', 'access', 'private', 'secret', 'signing', 'encryption', 'master', 'client', 'license', 'session']);
// Glued words that end in a secret word: `PGPASSWORD`, `githubtoken`, keytool's `-srcstorepass`.
const SECRET_SUFFIX = /(?:password|passwd|secret|token|apikey|storepass|keypass)$/;
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

// A URL's user part: `user:password` keeps nothing but a placeholder password; a user alone is redacted when it
// looks like a token (`https://ghp_…@`, `https://s3cr3tT0ken@host`), not when it is a name (`ssh://git@`, `https://deploy@`).
function redactUrlUser(secret: string): string {
  const colon = secret.indexOf(':');
  if (colon === -1) return isPlaceholder(secret) || !looksLikeToken(secret) ? secret : REDACTED;
  return isPlaceholder(secret.slice(colon + 1)) ? secret : REDACTED;
}

// A value whose context says it is a secret (a password flag, a header, a netrc line): anything but a placeholder.
function redactValue(secret: string): string {
  const [open, inner, close] = unquote(secret);
  if (isPlaceholder(inner) || (open !== '' && /^\s/.test(inner))) return secret;
  return `${open}${REDACTED}${close}`;
}

// The same where prose could stand in its place (`password reset`, `echo x | …`): a short lower-case word is kept.
function redactValueNotProse(secret: string): string {
  return PROSE_WORD.test(secret) ? secret : redactValue(secret);
}

// A query parameter that only sometimes holds a secret (`?key=`, `?code=`) must look like a token; a signature always does.
function redactQueryValue(secret: string, groups: Readonly<Record<string, string | undefined>>): string {
  if (isPlaceholder(secret)) return secret;
  const name = groups.name?.toLowerCase();
  return (name === 'key' || name === 'code' ? looksLikeToken(secret) : secret.length >= 8) ? REDACTED : secret;
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

// Bounds that keep every pattern linear (see the file comment): a value, a run of token characters, a name.
const VALUE_CAP = 256;
const RUN_CAP = 512;
const NAME_CAP = 127;

const quotedValue = (open: string, content: string, close = open): string =>
  `${open}(?:${content}){0,${VALUE_CAP}}(?:${close}|$)|${open}(?:${content}){${VALUE_CAP}}`;
const BARE_VALUE_CHAR = String.raw`[^\s&;"'` + '`' + String.raw`\\]|\\(?![\\"'nrt])`;
// A setting value: double-quoted, JSON-escaped `\"…\"`, single-quoted, backticked, or bare up to whitespace, & ; quotes or a
// `\n` escape. A quoted one runs to its closing quote, the end of the text (a cut text) or VALUE_CAP characters; extendValue
// carries the redaction on to the real end of a longer one.
const VALUE = [
  quotedValue('"', String.raw`[^"\\\n]|\\.`),
  quotedValue(String.raw`\\"`, String.raw`[^"\\\n]|\\[^"\n]`),
  quotedValue("'", String.raw`[^'\n]`),
  quotedValue('`', '[^`\\n]'),
  `(?:${BARE_VALUE_CHAR}){1,${VALUE_CAP}}`,
].join('|');
const BARE_VALUE_RUN = new RegExp(`(?:${BARE_VALUE_CHAR})*`, 'y');

/** The index where a run of `run` (a sticky regex) starting at `from` ends. */
function runEnd(text: string, from: number, run: RegExp): number {
  run.lastIndex = from;
  run.exec(text);
  return run.lastIndex;
}

/** Where a value matched up to VALUE_CAP really ends: at its closing quote (kept) or line end, or at the end of its bare run. */
function extendValue(text: string, end: number, secret: string): number {
  const [open, , close] = unquote(secret);
  if (open !== '' && close === '') {
    const quote = text.indexOf(open, end);
    const newline = text.indexOf('\n', end);
    const stop = Math.min(quote === -1 ? text.length : quote, newline === -1 ? text.length : newline);
    return Math.max(end, stop);
  }
  return open === '' && secret.length >= VALUE_CAP ? runEnd(text, end, BARE_VALUE_RUN) : end;
}

/** A redacted run of token characters goes on to the run's end (the pattern matched at most RUN_CAP of it). */
const extendRun =
  (run: RegExp) =>
  (text: string, end: number): number =>
    runEnd(text, end, run);
const WORD_RUN = /[\w-]*/y;
const TOKEN_RUN = /[\w+=-]*/y;
const URL_PART_RUN = /[^\s"'<>`()[\]{}]*/y;
const QUERY_VALUE_RUN = /[^\s&#"'<>`]*/y;
const HEADER_VALUE_RUN = /[^\s"'\\,;]*/y;

const NAME = String.raw`(?<name>[A-Za-z_][\w.-]{0,${NAME_CAP}})`;
const NAME_HAS_KEYWORD = String.raw`(?=[\w.-]{0,${NAME_CAP}}(?:pass|pwd|secret|token|key|auth|credential))`;
// Spaces after `=` only when spaced before (`a = b`): in `password= token=x` the password is empty.
const SPACE_AFTER_SEPARATOR = String.raw`(?:(?<=[ \t](?:=>|:=|=)|:)[ \t]{0,16})?`;
const TOKEN_START = String.raw`(?<![\w-])`;

const PRIVATE_KEY_END = /-----END[A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----/g;

// Webhook URLs that are themselves the secret: everything after the prefix is the key.
const WEBHOOK_PREFIXES = [
  String.raw`hooks\.slack\.com/(?:services|workflows|triggers)/`,
  String.raw`(?:(?:ptb|canary)\.)?discord(?:app)?\.com/api/(?:v\d{1,2}/)?webhooks/`,
  String.raw`[\w-]{1,63}\.webhook\.office\.com/webhookb2/`,
  String.raw`outlook\.office(?:365)?\.com/webhook/`,
  String.raw`[\w.-]{1,128}\.logic\.azure\.com(?::\d{1,5})?/workflows/`,
  String.raw`chat\.googleapis\.com/v1/spaces/`,
  String.raw`api\.telegram\.org/(?:file/)?bot`,
  String.raw`hooks\.zapier\.com/hooks/catch/`,
  String.raw`maker\.ifttt\.com/trigger/[\w-]{1,64}/with/key/`,
  // Mattermost and Rocket.Chat incoming webhooks: `/hooks/` and a 26-character id (or a Rocket.Chat id/token pair).
  String.raw`[\w.-]{1,253}(?::\d{1,5})?/hooks/(?=[a-z0-9]{24,26}(?:[/?#\s"'<>]|$))`,
];

// Vendor tokens known by their prefix, beyond the named ones below (HashiCorp Vault, DigitalOcean, GitLab runner/deploy/
// trigger, Grafana, Shopify, Slack app, PyPI, Square, Linear, Postman, Supabase, Pulumi, Doppler, Notion, Render, Tailscale,
// Atlassian, Databricks, Sentry); each needs 20+ token characters and a digit after the prefix.
const VENDOR_PREFIXES = [
  String.raw`hv[sbr]\.`,
  'do[opr]_v1_',
  'gl(?:ptt|dt|rt|ft|imt|agent|oas|cbt)-',
  'gl(?:sa|c)_',
  'shp(?:at|ca|pa|ss)_',
  'xapp-',
  String.raw`xoxe\.xox[bp]-`,
  'pypi-',
  'sq0(?:atp|csp)-',
  'lin_(?:api|oauth)_',
  'PMAK-',
  'sbp_',
  'pul-',
  String.raw`dp\.(?:st|ct|sa|scim|audit|pt)\.`,
  'ntn_',
  'rnd_',
  'tskey-',
  'ATATT',
  'dapi',
  'sntr[ysu]s?_',
];

let commandPasswordPattern: RegExp | undefined;

// Schemes of an `Authorization:` header whose value is a credential.
const AUTH_SCHEMES = 'bearer|basic|token|bot|digest|negotiate|ntlm|hmac|apikey|api-key|key|sso-key|ssws|oauth|dpop|hawk|aws4-hmac-sha256|splunk|pat';

export const SECRET_PATTERNS: readonly SecretPattern[] = [
  {
    id: 'private-key',
    description: 'PEM private key block (BEGIN … PRIVATE KEY to its END, across newlines or `\\n` escapes; to the end of a truncated text)',
    pattern: /(?<secret>-----BEGIN[A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----)/g,
    trigger: /PRIVATE KEY/,
    extend: (text, end) => {
      PRIVATE_KEY_END.lastIndex = end;
      return PRIVATE_KEY_END.exec(text) === null ? text.length : PRIVATE_KEY_END.lastIndex;
    },
  },
  {
    id: 'webhook-url',
    description:
      'a webhook URL that is itself the secret (Slack, Discord, Microsoft Teams and Power Automate, Google Chat, Telegram, Zapier, IFTTT, Mattermost): the part after the prefix',
    pattern: new RegExp(String.raw`(?<head>https?://(?:${WEBHOOK_PREFIXES.join('|')}))(?<secret>[^\s"'<>` + '`' + String.raw`()[\]{}]{1,${RUN_CAP}})`, 'gi'),
    trigger: /hooks|webhook|logic\.azure|chat\.googleapis|telegram\.org|ifttt/i,
    extend: extendRun(URL_PART_RUN),
  },
  {
    id: 'url-credentials',
    description:
      'user:password in a URL of any scheme (`postgres://u:p@host` → `postgres://[REDACTED]@host`), and a user part that looks like a token (`https://TOKEN@host`)',
    // Found from its `://` (a scheme character before it): a start at every scheme character would cost a scan each.
    pattern: /(?<=[A-Za-z0-9+.-])(?<head>:\/\/)(?<secret>[^\s/?#@:"'<>`]{0,256}(?::[^\s/?#"'<>`]{1,1024})?)(?=@)/g,
    trigger: /:\/\/[^\s/@]{1,1300}@/,
    replace: redactUrlUser,
  },
  {
    id: 'url-query-secret',
    description: 'a signature or key in a URL query (`&sig=` of an Azure SAS URL, `X-Amz-Signature=`, `?key=` and `?code=` when they look like a token)',
    pattern: /(?<head>[?&](?<name>sig|signature|x-amz-signature|x-goog-signature|key|code)=)(?<secret>[^\s&#"'<>`]{1,512})/gi,
    trigger: /[?&](?:sig|signature|x-amz-signature|x-goog-signature|key|code)=/i,
    replace: redactQueryValue,
    extend: extendRun(QUERY_VALUE_RUN),
  },
  {
    id: 'authorization-header',
    description: 'the token after `Bearer` or `Basic` (case-insensitive)',
    pattern: new RegExp(String.raw`(?<![\w-])(?<head>(?<scheme>bearer|basic)[ \t]{1,16})(?<secret>[\w.~+/-]{1,${RUN_CAP}}={0,3})`, 'gi'),
    trigger: /(?:bearer|basic)[ \t]{1,16}[\w.~+/-]{8}/i,
    replace: redactAuthorizationValue,
    extend: extendRun(/[\w.~+/-]*={0,3}/y),
  },
  {
    id: 'authorization-scheme',
    description: 'the credential of an `Authorization:` header under any usual scheme (`token …`, `Bot …`, `SSWS …`, `Digest …`), not a placeholder',
    pattern: new RegExp(
      String.raw`(?<![\w-])(?<head>(?:proxy-)?authorization\\?["']?[ \t]{0,16}[:=][ \t]{0,16}\\?["']?(?:${AUTH_SCHEMES})[ \t]{1,16})(?<secret>[^\s"'\\,;]{1,${RUN_CAP}})`,
      'gi',
    ),
    trigger: /authorization/i,
    replace: redactValue,
    extend: extendRun(HEADER_VALUE_RUN),
  },
  {
    id: 'aws-secret-access-key',
    description: 'a 40-character AWS secret key after its name (`aws_secret_access_key = …`, also space-separated)',
    pattern: /(?<head>aws_?secret_?access_?key["']?[\s:=]{1,8}["']?)(?<secret>[A-Za-z0-9/+=]{40})(?![A-Za-z0-9/+=])/gi,
    trigger: /aws_?secret/i,
  },
  {
    id: 'named-secret',
    description: 'the value of a setting whose name holds a secret word (`DB_PASSWORD=…`, `"apiKey": "…"`, `token: …`), not a placeholder',
    pattern: new RegExp(
      String.raw`(?<![\w.-])(?<head>-{0,2}${NAME_HAS_KEYWORD}${NAME}(?:\\?["'])?[ \t]{0,16}` +
        String.raw`(?<sep>=>|:=|=(?![=~])|:(?!:))${SPACE_AFTER_SEPARATOR})(?<secret>${VALUE})`,
      'gi',
    ),
    trigger: new RegExp(String.raw`(?:pass|pwd|secret|token|key|auth|credential)[\w.-]{0,${NAME_CAP}}(?:\\?["'])?[ \t]{0,16}[:=]`, 'i'),
    replace: redactNamedValue,
    extend: extendValue,
  },
  {
    id: 'secret-flag',
    description: 'the argument of a command-line flag whose name holds a secret word (`--password x`, `--api-key "x"`)',
    pattern: new RegExp(String.raw`(?<![\w.-])(?<head>--?${NAME_HAS_KEYWORD}${NAME}[ \t]{1,16})(?![-<>|])(?<secret>${VALUE})`, 'gi'),
    trigger: new RegExp(
      String.raw`(?<![\w.-])--?[\w.-]{0,${NAME_CAP}}(?:pass|pwd|secret|token|key|auth|credential)[\w.-]{0,${NAME_CAP}}[ \t]{1,16}[^\s-]`,
      'i',
    ),
    replace: redactNamedValue,
    extend: extendValue,
  },
  {
    id: 'command-password',
    description:
      'the password a command takes by a short flag, as the command word decides (`mysql -pX`, `sshpass -p X`, `docker login -p X`, `redis-cli -a X`, ' +
      '`smbclient -U user%X`, `htpasswd -b file user X`, `openssl enc -k X`, `zip -P X`…: COMMAND_PASSWORD_FLAGS)',
    // made on first use: the table's ~110 command words make a pattern that takes milliseconds to build (command-password-rule.ts)
    get pattern() {
      commandPasswordPattern ??= new RegExp(String.raw`(?<![\w.-])(?<head>(?:${commandPasswordHeads()}))(?<secret>${VALUE})`, 'g');
      return commandPasswordPattern;
    },
    trigger: hasCommandPasswordFlag,
    replace: redactValue,
    extend: extendValue,
  },
  {
    id: 'piped-password',
    description: 'a password echoed into a command that reads it from stdin (`echo X | docker login --password-stdin`, `… | sudo -S`, `… | chpasswd`)',
    pattern: new RegExp(
      String.raw`(?<![\w.-])(?<head>(?:echo|printf)(?:[ \t]{1,16}-[neE]{1,3})?[ \t]{1,16})(?<secret>${VALUE})` +
        String.raw`(?=[ \t]{0,16}\|[^\n|;&]{0,256}?(?:--password-stdin|--with-token|(?<![\w-])-S(?![\w-])|chpasswd))`,
      'g',
    ),
    trigger: /--password-stdin|--with-token|chpasswd|(?<![\w-])-S(?![\w-])/,
    replace: redactValueNotProse,
  },
  {
    id: 'netrc-password',
    description: 'the password of a `.netrc` entry (`machine h login u password X`) or of a line that starts `password X`',
    pattern: /(?<head>(?:(?<![\w-])login[ \t]{1,16}[^\s]{1,256}[ \t]{1,16}|(?<![^\n])[ \t]{0,16})passw(?:or)?d[ \t]{1,16})(?![=:])(?<secret>[^\s]{1,256})/g,
    trigger: /passw(?:or)?d[ \t]/,
    replace: redactValueNotProse,
    extend: extendRun(/\S*/y),
  },
  {
    id: 'config-set',
    description:
      'a value set under a secret name by a config command (`npm config set _authToken X`, `aws configure set aws_secret_access_key X`, `git config github.token X`)',
    pattern: new RegExp(
      String.raw`(?<![\w-])(?<head>config(?:ure)?(?:[ \t]{1,16}set)?(?:[ \t]{1,16}--?[\w-]{1,32}){0,3}[ \t]{1,16}(?:[\w/:.-]{0,128}[/:])?${NAME}[ \t]{1,16})` +
        String.raw`(?![-<>|])(?<secret>${VALUE})`,
      'g',
    ),
    trigger: /config(?:ure)?[ \t]/,
    replace: redactNamedValue,
    extend: extendValue,
  },
  {
    id: 'user-password-flag',
    description: 'the password of `-u user:password` / `--user user:password` (curl, wget, httpie)',
    // In quotes the password runs to the closing quote, spaces and all.
    pattern:
      /(?<![\w-])(?<head>(?:-u|--user)(?:[ \t]{1,16}|=)(?:["'][^:"'\n]{1,256}|[^\s:"']{1,256}):)(?<secret>(?<=["'][^:"'\n]{1,256}:)[^"'\n]{1,256}|[^\s"']{1,256})/g,
    trigger: /(?:-u|--user)(?:[ \t]{1,16}|=)["']?[^\s:"']{1,256}:/,
    replace: (password) => (isPlaceholder(password) ? password : REDACTED),
    extend: extendRun(/[^\s"']*/y),
  },
  {
    id: 'anthropic-key',
    description: 'Anthropic API key `sk-ant-…`',
    pattern: new RegExp(String.raw`${TOKEN_START}(?<secret>sk-ant-[\w-]{20,${RUN_CAP}})`, 'g'),
    trigger: /(?<![\w-])sk-ant-/,
    extend: extendRun(WORD_RUN),
  },
  {
    id: 'openai-key',
    description: 'OpenAI-style key `sk-…` / `sk-proj-…` (20+ characters with a digit and an upper-case letter)',
    pattern: new RegExp(String.raw`${TOKEN_START}(?<secret>sk-(?=[\w-]{0,${RUN_CAP}}\d)(?=[\w-]{0,${RUN_CAP}}[A-Z])[\w-]{20,${RUN_CAP}})`, 'g'),
    trigger: /(?<![\w-])sk-/,
    extend: extendRun(WORD_RUN),
  },
  {
    id: 'stripe-key',
    description: 'Stripe secret and restricted keys `sk_live_`, `sk_test_`, `rk_live_`, `rk_test_`, webhook secrets `whsec_`',
    pattern: new RegExp(String.raw`${TOKEN_START}(?<secret>(?:[sr]k_(?:live|test)_[A-Za-z0-9]{16,${RUN_CAP}}|whsec_[A-Za-z0-9]{24,${RUN_CAP}}))`, 'g'),
    trigger: /k_(?:live|test)_|whsec_/,
    extend: extendRun(/[A-Za-z0-9]*/y),
  },
  {
    id: 'github-token',
    description: 'GitHub tokens `ghp_`, `gho_`, `ghs_`, `ghu_`, `ghr_` and fine-grained `github_pat_`',
    pattern: new RegExp(String.raw`${TOKEN_START}(?<secret>gh[pousr]_[A-Za-z0-9]{30,${RUN_CAP}}|github_pat_\w{22,${RUN_CAP}})`, 'g'),
    trigger: /gh[pousr]_|github_pat_/,
    extend: extendRun(/\w*/y),
  },
  {
    id: 'gitlab-token',
    description: 'GitLab personal access token `glpat-…`',
    pattern: new RegExp(String.raw`${TOKEN_START}(?<secret>glpat-[\w-]{20,${RUN_CAP}})`, 'g'),
    trigger: /glpat-/,
    extend: extendRun(WORD_RUN),
  },
  {
    id: 'npm-token',
    description: 'npm access token `npm_…` (36 characters)',
    pattern: new RegExp(String.raw`${TOKEN_START}(?<secret>npm_[A-Za-z0-9]{36,${RUN_CAP}})`, 'g'),
    trigger: /npm_[A-Za-z0-9]{36}/,
    extend: extendRun(/[A-Za-z0-9]*/y),
  },
  {
    id: 'huggingface-token',
    description: 'Hugging Face token `hf_…` (30+ mixed-case letters and digits)',
    pattern: new RegExp(
      String.raw`${TOKEN_START}(?<secret>hf_(?=[A-Za-z0-9]{0,${RUN_CAP}}[A-Z])(?=[A-Za-z0-9]{0,${RUN_CAP}}[a-z])[A-Za-z0-9]{30,${RUN_CAP}})`,
      'g',
    ),
    trigger: /hf_[A-Za-z0-9]{30}/,
    extend: extendRun(/[A-Za-z0-9]*/y),
  },
  {
    id: 'slack-token',
    description: 'Slack tokens `xoxa-`, `xoxb-`, `xoxp-`, `xoxr-`, `xoxs-`',
    pattern: new RegExp(String.raw`${TOKEN_START}(?<secret>xox[abprs]-(?=[\w-]{0,${RUN_CAP}}\d)[A-Za-z0-9-]{10,${RUN_CAP}})`, 'g'),
    trigger: /xox[abprs]-[A-Za-z0-9-]{10}/,
    extend: extendRun(/[A-Za-z0-9-]*/y),
  },
  {
    id: 'vendor-token',
    description:
      'other vendor tokens known by their prefix (Vault `hvs.`, DigitalOcean `dop_v1_`, GitLab `glrt-`/`gldt-`, Grafana `glsa_`, Shopify `shpat_`, ' +
      'PyPI `pypi-`, Linear `lin_api_`, Postman `PMAK-`, Supabase `sbp_`, Doppler `dp.st.`, Tailscale `tskey-`, Atlassian `ATATT`…), SendGrid keys and Telegram bot tokens',
    pattern: new RegExp(
      String.raw`(?<![\w.-])(?<secret>(?:${VENDOR_PREFIXES.join('|')})(?=[\w-]{0,${RUN_CAP}}\d)[\w-]{20,${RUN_CAP}}|SG\.[\w-]{22}\.[\w-]{43}|\d{8,10}:AA[\w-]{33})(?![\w-])`,
      'g',
    ),
    trigger: new RegExp(String.raw`(?:${VENDOR_PREFIXES.join('|')})[\w-]{20}|SG\.[\w-]{22}\.|\d{8}:AA[\w-]{33}`),
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
    pattern: new RegExp(String.raw`${TOKEN_START}(?<secret>eyJ[\w-]{5,4096}\.eyJ[\w-]{5,4096}\.[\w-]{0,${RUN_CAP}})`, 'g'),
    trigger: /eyJ[\w-]{5,4096}\.eyJ/,
    extend: extendRun(WORD_RUN),
  },
  {
    id: 'high-entropy',
    description:
      'a run of 32+ `[A-Za-z0-9+=_-]` holding a 32+ hex segment (git SHAs too), or mixing letters and digits with a 16+ segment, ' +
      `entropy ≥ ${MIN_ENTROPY_BITS} bits/char and words shorter than an identifier's (judged on its first ${RUN_CAP} characters)`,
    pattern: new RegExp(String.raw`(?<![\w+=-])(?<secret>[\w+=-]{${MIN_RUN},${RUN_CAP}})`, 'g'),
    trigger: hasTokenRun,
    replace: (run) => (isHighEntropyRun(run) ? REDACTED : run),
    extend: extendRun(TOKEN_RUN),
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

let preChecks: readonly ((text: string) => boolean)[] | undefined;

// Two regexes (the triggers joined, made on first use) and the function triggers decide whether any pattern can apply:
// the common command, path or sentence costs just these.
function mayHoldSecret(text: string): boolean {
  preChecks ??= [
    ...[...joinTriggers(false), ...joinTriggers(true)].map((regex) => (text: string) => regex.test(text)),
    ...SECRET_PATTERNS.flatMap(({ trigger }) => (trigger instanceof RegExp ? [] : [trigger])),
  ];
  return preChecks.some((check) => check(text));
}

/**
 * Replaces the `secret` group of each match (on to where `extend` says a long secret ends). A declined match (a
 * placeholder, a name that holds no secret) is searched again from its value on, so that `a=password=x` still
 * finds `password=x`; the value is bounded, so this costs at most a bound per start.
 */
function applyPattern(text: string, { pattern, replace, extend }: SecretPattern, found?: string[]): string {
  let result = '';
  let copied = 0;
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    const groups = match.groups ?? {};
    const secret = groups.secret ?? '';
    const end = match.index + match[0].length;
    const secretStart = end - secret.length;
    const replacement = replace ? replace(secret, groups) : REDACTED;
    if (replacement === secret) {
      pattern.lastIndex = Math.max(secretStart, match.index + 1);
      continue;
    }
    const secretEnd = extend ? extend(text, end, secret) : end;
    found?.push(text.slice(secretStart, secretEnd));
    result += text.slice(copied, secretStart) + replacement;
    copied = secretEnd;
    pattern.lastIndex = Math.max(secretEnd, match.index + 1);
  }
  return copied === 0 ? text : result + text.slice(copied);
}

const MAX_ROUNDS = 8;

function redactOnce(text: string, found?: string[]): string {
  let result = text;
  for (const secretPattern of SECRET_PATTERNS) {
    if (mayApply(secretPattern.trigger, result)) result = applyPattern(result, secretPattern, found);
  }
  return result;
}

// Characters drawn as nothing that can split a key (`sk-ant-…\u200b…`, `pass\u00adword=`): default-ignorable code points
// (zero-width, soft hyphen, bidi controls, variation selectors, tag characters), interlinear annotation marks, C0/C1
// controls other than tab and line breaks, and terminal colour sequences.
// eslint-disable-next-line no-control-regex -- control characters are what this pattern removes
const INVISIBLE = /\x1b\[[0-?]{0,32}[ -/]{0,8}[@-~]|[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\uFFF9-\uFFFB]|\p{Default_Ignorable_Code_Point}/gu;
// eslint-disable-next-line no-control-regex -- as above
const HAS_INVISIBLE = /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\uFFF9-\uFFFB]|\p{Default_Ignorable_Code_Point}/u;
// Most texts are printable ASCII: one test without the Unicode property table says so.
const NOT_PRINTABLE_ASCII = /[^\t\n\r\x20-\x7e]/;

function redactVisible(text: string, found?: string[]): string {
  if (!mayHoldSecret(text)) return text;
  // A redaction can free a name for an earlier pattern (`sk-…api_key:x`): repeat until nothing changes.
  // Each round that changes something shrinks the text outside the markers, so this ends; the cap is a guard.
  let result = text;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const next = redactOnce(result, found);
    if (next === result) return result;
    result = next;
  }
  return result;
}

/**
 * The text with every secret replaced by `[REDACTED]`; the same string when there is none. Idempotent. A key
 * split by invisible characters is found: the text is matched without them, and when that finds a secret the
 * text comes back without them.
 */
export function redactSecrets(text: string): string {
  return redactAndFind(text).text;
}

/** redactSecrets, and the secrets it replaced (each as the text held it, quotes trimmed). */
export function redactAndFind(text: string): { text: string; secrets: string[] } {
  const visible = NOT_PRINTABLE_ASCII.test(text) && HAS_INVISIBLE.test(text) ? text.replace(INVISIBLE, '') : text;
  const found: string[] = [];
  const redacted = redactVisible(visible, found);
  const secrets = found.map((secret) => secret.replace(/^(?:\\?["'`])+|(?:\\?["'`])+$/g, '')).filter((secret) => secret.length >= MIN_DERIVED_SECRET);
  return { text: redacted === visible ? text : redacted, secrets };
}

// A secret shorter than this is not looked for in derived texts (`-pab` would take every `ab` with it).
const MIN_DERIVED_SECRET = 6;

/**
 * A text derived from a redacted one (a rule drawn from a message, lower-cased, cut to its words): redacted, and
 * holding none of the source's secrets in any case, even where the derivation cut away the context that marked one
 * (`echo X | docker login --password-stdin` cut before the pipe).
 */
export function redactDerived(derived: string, sourceSecrets: readonly string[]): string {
  let result = redactSecrets(derived);
  for (const secret of sourceSecrets) {
    if (result.toLowerCase().includes(secret.toLowerCase())) result = result.replace(new RegExp(escapeRegex(secret), 'gi'), REDACTED);
  }
  return result;
}

/** Whether a text holds the redaction marker (a correction that needs a secret to make sense is never a rule). */
export function containsRedaction(text: string): boolean {
  return text.includes(REDACTED);
}
