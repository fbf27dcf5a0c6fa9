/**
 * What a human message (or one clause of it) is when it is not a correction: a request for new work, a
 * question, an acknowledgement, a plan approval. The rules are data, per language (human-languages/*.ts,
 * each with examples the tests hold it to); this module applies them. A clause of one of these classes says
 * nothing about what the agent did wrong: its cue words do not make a correction unless they are strong
 * directives ("can you use yarn instead?").
 */
import { classPatternsThatMayMatch } from './cue-gate.js';
import { withoutLeading } from './filters.js';
import { foldCase } from '../util/regex-literals.js';
import type { HumanLanguage, MessageClassId } from './human-languages/index.js';

/** Emoji (with their modifiers and joiners) where a clause starts. */
const LEADING_EMOJI = /^(?:\s|\p{Extended_Pictographic}|\p{Emoji_Modifier}|\u200d|\ufe0f)+/u;

/** The text without the emoji before its words ("👍 commit it", "🔥 ship it"): they say nothing of what it is. */
export function withoutLeadingEmoji(text: string): string {
  return text.replace(LEADING_EMOJI, '');
}

/** The clause without what opens it ("ok, so", "wait,", "but", "嗯，那"): what the class rules are tested on. */
export function bareClause(clause: string, languages: readonly HumanLanguage[]): string {
  let bare = withoutLeadingEmoji(clause).trim();
  for (let previous = ''; previous !== bare;) {
    previous = bare;
    bare = withoutLeading(
      withoutLeading(bare, languages, (language) => language.interjections),
      languages,
      (language) => language.clauseOpeners,
    );
  }
  return bare;
}

/** The classes of one clause in any of `languages` (empty: it may direct or correct). */
export function classesOf(clause: string, languages: readonly HumanLanguage[]): MessageClassId[] {
  // interjections alone ("ok", "嗯") acknowledge; openers alone ("wait", "but") say nothing yet
  if (withoutLeading(clause, languages, (language) => language.interjections).length === 0) return ['acknowledgement'];
  const bare = bareClause(clause, languages);
  if (bare.length === 0) return [];
  const classes = new Set<MessageClassId>();
  // only the patterns whose literals the clause holds can match (cue-gate.ts)
  const folded = foldCase(bare);
  for (const { id, pattern } of classPatternsThatMayMatch(languages, folded)) if (!classes.has(id) && pattern.test(bare)) classes.add(id);
  return [...classes];
}

/**
 * A line of pasted output rather than the human's own words: indented code, a stack frame, a shell prompt,
 * a log or test-runner line, markup, a line of punctuation. Cue words in such lines correct nothing.
 */
const PASTED_LINE = new RegExp(
  [
    String.raw`^(?:\s{2,}|\t)\S`,
    String.raw`^\s*(?:at\s+\S+\s*\(|File\s+"|Traceback\b|\$\s|>{1,3}\s|#\s*\w+\s*=|[{}\[\]()<>|]|//|/\*|\*\s|--|\+\+|@@|diff\s--git|index\s[0-9a-f]+)`,
    String.raw`^\s*(?:E\s{2,}|FAIL\b|PASS\b|ERROR\b|WARN(?:ING)?\b|INFO\b|DEBUG\b|TRACE\b|\[\w+\]|\d{4}-\d\d-\d\d[T ]\d|[\w./-]+:\d+(?::\d+)?:?\s|_{5,}|={5,}|-{5,}|✓|✗|×|●)`,
    String.raw`^\s*[\w.]*(?:Error|Exception|Warning|Panic)\b:\s`,
    // a shell prompt: "user@host:~/dir$ …", "(.venv) user@host~/dir>"
    String.raw`^\s*(?:\([\w.-]+\)\s*)?[\w.-]+@[\w.-]+[:~]?\S*\s?[$#>%]`,
    // what build tools and test runners print
    String.raw`^\s*(?:npm\s+(?:ERR!|WARN)|FAILED\b|Failed\s+to\s+compile|error(?:\[\w+\])?:|warning:|note:|Step\s+\d+/\d+|==>|\d+\s+(?:passed|failed|errors?)\b|Run\s+\S|\[\w+\]:?\s|\.+[FEs.]+)`,
    String.raw`[;{}]\s*$`,
    // the log lines of common runtimes: Android logcat ("E/flutter ( 8123): …"), valgrind ("==4121== …"), glog and
    // NCCL ("E0612 10:02:11.123 …", "[E ProcessGroupNCCL.cpp:475] …"), a Rust panic, an HTTP request line, kubectl
    String.raw`^\s*(?:[VDIWEF]/[\w.$-]+\s*\(\s*\d+\):|==\d+==|[IWEF]\d{4}\s+\d\d:\d\d:\d\d|\[[A-Z]\s+[\w./-]+:\d+\]|thread\s+'[^']*'\s+panicked\b|(?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\s+https?://\S+\s+\d{3}\b|Error\s+from\s+server\b)`,
  ].join('|'),
);

/** A markdown heading: in a text of several lines, a pasted document's or a custom prompt template's, not the human's words. */
const HEADING = /^\s*#{1,6}\s+\S/;

/** The human's words with pasted output lines and fenced blocks removed (the lines kept in order). */
export function withoutPastedOutput(text: string): string {
  // a fenced block that spans lines is pasted; an inline ```x``` is part of the sentence around it
  const lines = text.replace(/```[^]*?(?:```|$)/g, (fence) => (fence.includes('\n') ? '\n' : ' ')).split('\n');
  const document = lines.filter((line) => line.trim().length > 0).length > 1;
  return lines
    .filter((line) => !PASTED_LINE.test(line) && !(document && HEADING.test(line)))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * A passage quoted at length — a ticket, a client's email, a spec pasted between quotation marks ("…", “…”, „…“, «…»,
 * 「…」, 『…』) — is someone else's words, not the human's to the agent: left out. A short quotation (a term, a label, a
 * message text to show) stays.
 */
const QUOTED_PASSAGES: readonly RegExp[] = [
  // straight quotes open and close alike: a passage opens a line or follows a colon, and ends before a space or the end
  /(?:^|[:：][ \t]*\n?[ \t]*)"[^"]{120,}"(?=\s|$)/gm,
  /“[^”]{120,}”/g,
  /„[^“”"]{120,}[“”"]/g,
  /«[^»]{120,}»/g,
  /「[^」]{40,}」/g,
  /『[^』]{40,}』/g,
];

export function withoutQuotedPassages(text: string): string {
  let kept = text;
  for (const passage of QUOTED_PASSAGES) kept = kept.replace(passage, ' ');
  return kept.trim();
}
