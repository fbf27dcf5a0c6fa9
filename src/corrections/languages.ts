/**
 * Programming languages, as data: the file extensions that belong to each, and the word-boundary
 * keywords (constructs, tools) that tie a rule to one. Used for the `language:X` scope of proposals.
 */
export interface LanguageInfo {
  id: string;
  extensions: readonly string[];
  /** A rule naming one of these is about the language. Matched case-insensitively on word boundaries unless `caseSensitive`. */
  keywords: RegExp;
}

const LANGUAGES: readonly LanguageInfo[] = [
  {
    id: 'go',
    extensions: ['.go'],
    // "go" alone is an English verb: only the capitalised name next to code words, or Go's own constructs.
    keywords: new RegExp(
      [
        String.raw`\bgolang\b|\bGo (?:code|files?|modules?|programs?|tests?|packages?)\b|\b[Ii]n (?:Go|go)\b(?! (?:ahead|back|through|on|over|mode)\b)|\bgoroutines?\b|\bGo ?(?:语言|語言|言語)`,
        String.raw`\bfmt\.(?:Errorf|Sprintf|Printf|Println)\b|\berrors\.(?:Is|As|New|Join|Unwrap)\b|%w\b|\bgo vet\b`,
        String.raw`\bpanic\(?\)?|\bdefer\b|\bchan\b|\bgo (?:func|mod|vet|test|build)\b|\bgofmt\b`,
      ].join('|'),
    ),
  },
  {
    id: 'python',
    extensions: ['.py', '.pyi', '.ipynb'],
    keywords: new RegExp(
      [
        String.raw`\bpython\b|\bpytest\b|\bpip\b|\bpoetry\b|\bvenv\b|\bvirtualenv\b|\b__init__\b|\bdef\b|\bexcept\b|\btype hints?\b`,
        String.raw`\bpydantic\b|\bruff\b|\bmypy\b|\bpyproject(?:\.toml)?\b|\buv (?:run|sync|add|pip)\b`,
      ].join('|'),
      'i',
    ),
  },
  {
    id: 'typescript',
    extensions: ['.ts', '.tsx', '.mts', '.cts'],
    keywords: /\btypescript\b|\btsx\b|\btsconfig\b|\bts-ignore\b|\bany types?\b|\btype assertions?\b/i,
  },
  {
    id: 'javascript',
    extensions: ['.js', '.jsx', '.mjs', '.cjs'],
    keywords: new RegExp(
      [
        String.raw`\bjavascript\b|\bnode(?:\.js|js)?\b|\bp?npm\b|\bnpx\b|\byarn\b|\bbun\b|\bpackage\.json\b|\bnode_modules\b`,
        String.raw`\bvite\b|\bwebpack\b|\beslint\b|\bprettier\b|\bvar\b`,
      ].join('|'),
      'i',
    ),
  },
  {
    id: 'rust',
    extensions: ['.rs'],
    keywords: /\brust\b|\bcargo\b|\bunwrap\(?\)?|\bunsafe\b|\bborrow(?: checker)?\b|\bimpl\b|\bclippy\b|\brustfmt\b/i,
  },
  { id: 'java', extensions: ['.java'], keywords: /\bjava\b|\bmaven\b|\bgradle\b|\blombok\b/i },
  { id: 'ruby', extensions: ['.rb'], keywords: /\bruby\b|\brails\b|\bbundler\b|\brspec\b|\bgemfile\b/i },
  { id: 'shell', extensions: ['.sh', '.bash', '.zsh'], keywords: /\bbash scripts?\b|\bshell scripts?\b|\bshellcheck\b|\bset -e\b/i },
];

const LANGUAGE_BY_EXTENSION = new Map(LANGUAGES.flatMap((language) => language.extensions.map((extension) => [extension, language.id] as const)));

/** The language of a file path by its extension, if it is a known one. */
export function languageOfPath(path: string): string | undefined {
  const dot = path.lastIndexOf('.');
  if (dot === -1 || dot < path.lastIndexOf('/')) return undefined;
  return LANGUAGE_BY_EXTENSION.get(path.slice(dot).toLowerCase());
}

/** The language a text names by a keyword, when exactly one does. */
export function languageNamedIn(text: string): string | undefined {
  const named = LANGUAGES.filter((language) => language.keywords.test(text));
  const [first] = named;
  if (named.length === 1 && first) return first.id;
  // TypeScript is JavaScript with types: a rule naming both is a TypeScript rule.
  if (named.length === 2 && named.some((l) => l.id === 'typescript') && named.some((l) => l.id === 'javascript')) return 'typescript';
  return undefined;
}
