/**
 * What text a regular expression cannot match without: `necessaryLiterals(pattern)` reads the pattern's source and
 * gives strings, case-folded (`foldCase`), such that any input the pattern matches holds at least one of them once
 * folded — or `undefined` where the pattern may match without any (a class, a dot, an optional part, a reference to
 * a group). A pattern is then worth running only on a text whose fold holds one of its literals (corrections/cue-gate.ts).
 *
 * The reading is conservative by construction: whatever it does not know (an escape it does not read, a quantifier
 * on an assertion, a negative lookaround) requires nothing; only characters the pattern matches as themselves, in
 * parts every match passes through, are ever required. A positive lookaround requires its text too: it must be in
 * the input, if not in the match. `tests/util/regex-literals.test.ts` holds every folded character a literal can hold
 * to what the engine itself matches case-insensitively, over every code point.
 */

/** A set of literals, one of which every match holds; `undefined`: nothing is required. */
export type Need = readonly string[] | undefined;

/**
 * The case fold both sides are compared in: lower case of upper case of lower case ("ß", "ẞ" and "SS" become "ss";
 * "ſ" becomes "s", "µ" "μ", "ᲀ" "в"), with the final sigma made the plain one (lower case writes "ς" at a word's end).
 * Two characters a case-insensitive pattern treats as one fold to the same string.
 */
export function foldCase(text: string): string {
  const folded = text.toLowerCase().toUpperCase().toLowerCase();
  return folded.includes('ς') ? folded.replaceAll('ς', 'σ') : folded;
}

/** The literals one of which every input `pattern` matches holds, folded (foldCase); undefined where none is needed. */
export function necessaryLiterals(pattern: RegExp): Need {
  const reader = new SourceReader(pattern.source, pattern.flags.includes('u') || pattern.flags.includes('v'));
  try {
    const need = reader.alternation();
    // anything left unread (a stray ")") means the reading went wrong somewhere: require nothing
    return reader.done() ? need : undefined;
  } catch {
    return undefined;
  }
}

/** One part of a sequence: a character matched as itself, a need of its own, or a zero-width assertion. */
type Atom = { kind: 'char'; char: string } | { kind: 'need'; need: Need } | { kind: 'zero' };

interface Quantifier {
  min: number;
}

/** The better of two needs to test a text for: longer literals are rarer; then fewer of them. */
function better(candidate: readonly string[], than: Need): boolean {
  if (than === undefined) return true;
  const shortest = (need: readonly string[]) => need.reduce((least, literal) => Math.min(least, literal.length), Infinity);
  const [a, b] = [shortest(candidate), shortest(than)];
  return a !== b ? a > b : candidate.length < than.length;
}

const CLASS_ESCAPES = new Set(['d', 'D', 'w', 'W', 's', 'S']);
const CONTROL_ESCAPES: Readonly<Record<string, string>> = { n: '\n', t: '\t', r: '\r', f: '\f', v: '\v', '0': '\0' };
const QUANTIFIER = /^\{(\d+)(?:,(\d*))?\}/;

class SourceReader {
  private at = 0;

  constructor(
    private readonly source: string,
    private readonly unicode: boolean,
  ) {}

  done(): boolean {
    return this.at === this.source.length;
  }

  /** Branches separated by `|`, up to a `)` or the end: each branch must give literals, and any of them will do. */
  alternation(): Need {
    const branches: Need[] = [this.sequence()];
    while (this.source[this.at] === '|') {
      this.at++;
      branches.push(this.sequence());
    }
    if (branches.some((branch) => branch === undefined)) return undefined;
    return [...new Set(branches.flatMap((branch) => branch ?? []))];
  }

  /** Atoms one after another: runs of plain characters are literals, and the best need of any part is the sequence's. */
  private sequence(): Need {
    let best: Need;
    let run = '';
    const consider = (need: Need) => {
      if (need !== undefined && need.length > 0 && better(need, best)) best = need;
    };
    const endRun = () => {
      if (run.length > 0) consider([foldCase(run)]);
      run = '';
    };
    while (this.at < this.source.length && this.source[this.at] !== '|' && this.source[this.at] !== ')') {
      const atom = this.atom();
      const quantifier = this.quantifier();
      if (atom.kind === 'char') {
        if (quantifier === undefined) {
          run += atom.char;
          continue;
        }
        // "ab+": "ab" is there; what follows may come after more b's
        if (quantifier.min >= 1) run += atom.char;
        endRun();
        continue;
      }
      endRun();
      if (atom.kind === 'need' && (quantifier === undefined || quantifier.min >= 1)) consider(atom.need);
    }
    endRun();
    return best;
  }

  private atom(): Atom {
    const char = this.source[this.at];
    if (char === '(') return this.group();
    if (char === '[') {
      this.skipClass();
      return { kind: 'need', need: undefined };
    }
    if (char === '\\') return this.escape();
    if (char === '^' || char === '$') {
      this.at++;
      return { kind: 'zero' };
    }
    if (char === '.') {
      this.at++;
      return { kind: 'need', need: undefined };
    }
    if (char === '*' || char === '+' || char === '?') throw new Error('a quantifier with nothing before it');
    const codePoint = this.unicode ? this.source.codePointAt(this.at) : this.source.charCodeAt(this.at);
    if (codePoint === undefined) throw new Error('past the end');
    const text = String.fromCodePoint(codePoint);
    this.at += text.length;
    return { kind: 'char', char: text };
  }

  private group(): Atom {
    this.at++;
    let lookaround: 'positive' | 'negative' | undefined;
    if (this.source[this.at] === '?') {
      const rest = this.source.slice(this.at, this.at + 4);
      if (rest.startsWith('?:')) this.at += 2;
      else if (rest.startsWith('?=')) [this.at, lookaround] = [this.at + 2, 'positive'];
      else if (rest.startsWith('?!')) [this.at, lookaround] = [this.at + 2, 'negative'];
      else if (rest.startsWith('?<=')) [this.at, lookaround] = [this.at + 3, 'positive'];
      else if (rest.startsWith('?<!')) [this.at, lookaround] = [this.at + 3, 'negative'];
      else if (rest.startsWith('?<')) {
        const close = this.source.indexOf('>', this.at);
        if (close === -1) throw new Error('an unclosed group name');
        this.at = close + 1;
      } else throw new Error('a group this reader does not know');
    }
    const inner = this.alternation();
    if (this.source[this.at] !== ')') throw new Error('an unclosed group');
    this.at++;
    if (lookaround === 'negative') return { kind: 'zero' };
    // a positive lookaround's text is in the input, if not in the match: it ends a run of characters all the same
    if (lookaround === 'positive') return inner === undefined ? { kind: 'zero' } : { kind: 'need', need: inner };
    return { kind: 'need', need: inner };
  }

  private skipClass(): void {
    this.at++;
    // a "]" first in a class is a character of it, not its end (outside Unicode mode)
    if (!this.unicode && this.source[this.at] === ']') this.at++;
    while (this.at < this.source.length && this.source[this.at] !== ']') this.at += this.source[this.at] === '\\' ? 2 : 1;
    if (this.at >= this.source.length) throw new Error('an unclosed class');
    this.at++;
  }

  private escape(): Atom {
    const next = this.source[this.at + 1];
    if (next === undefined) throw new Error('a trailing backslash');
    this.at += 2;
    if (next === 'b' || next === 'B') return { kind: 'zero' };
    if (CLASS_ESCAPES.has(next)) return { kind: 'need', need: undefined };
    if ((next === 'p' || next === 'P') && this.unicode) {
      const close = this.source.indexOf('}', this.at);
      if (this.source[this.at] !== '{' || close === -1) throw new Error('a property escape without its name');
      this.at = close + 1;
      return { kind: 'need', need: undefined };
    }
    if (next === 'k' && this.source[this.at] === '<') {
      const close = this.source.indexOf('>', this.at);
      if (close === -1) throw new Error('an unclosed group reference');
      this.at = close + 1;
      return { kind: 'need', need: undefined };
    }
    if (next === 'c' && /[A-Za-z]/.test(this.source[this.at] ?? '')) {
      this.at++;
      return { kind: 'need', need: undefined };
    }
    if (/[1-9]/.test(next)) {
      while (/\d/.test(this.source[this.at] ?? '')) this.at++;
      return { kind: 'need', need: undefined };
    }
    const control = CONTROL_ESCAPES[next];
    if (control !== undefined && !(next === '0' && /\d/.test(this.source[this.at] ?? ''))) return { kind: 'char', char: control };
    if (next === 'u') return this.unicodeEscape();
    if (next === 'x') {
      const hex = this.source.slice(this.at, this.at + 2);
      if (!/^[\da-fA-F]{2}$/.test(hex)) return { kind: 'need', need: undefined };
      this.at += 2;
      return { kind: 'char', char: String.fromCharCode(parseInt(hex, 16)) };
    }
    // an escaped punctuation mark is itself; an escaped letter or digit this reader does not know requires nothing
    return /[\p{L}\p{N}]/u.test(next) ? { kind: 'need', need: undefined } : { kind: 'char', char: next };
  }

  private unicodeEscape(): Atom {
    if (this.unicode && this.source[this.at] === '{') {
      const close = this.source.indexOf('}', this.at);
      const hex = close === -1 ? '' : this.source.slice(this.at + 1, close);
      if (!/^[\da-fA-F]{1,6}$/.test(hex)) throw new Error('a malformed \\u{…} escape');
      this.at = close + 1;
      return { kind: 'char', char: String.fromCodePoint(parseInt(hex, 16)) };
    }
    const hex = this.source.slice(this.at, this.at + 4);
    if (!/^[\da-fA-F]{4}$/.test(hex)) return { kind: 'need', need: undefined };
    this.at += 4;
    // a surrogate pair written as two escapes is one character in Unicode mode: two halves of a literal either way
    return { kind: 'char', char: String.fromCharCode(parseInt(hex, 16)) };
  }

  private quantifier(): Quantifier | undefined {
    const char = this.source[this.at];
    let quantifier: Quantifier | undefined;
    if (char === '*' || char === '?') quantifier = { min: 0 };
    else if (char === '+') quantifier = { min: 1 };
    if (quantifier !== undefined) this.at++;
    else if (char === '{') {
      const braces = QUANTIFIER.exec(this.source.slice(this.at, this.at + 24));
      if (braces === null) return undefined;
      quantifier = { min: Number(braces[1]) };
      this.at += braces[0].length;
    } else return undefined;
    if (this.source[this.at] === '?') this.at++;
    return quantifier;
  }
}
