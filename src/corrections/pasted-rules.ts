/**
 * Project rules pasted above a task ("Repo rules (same as always):\n- conventional commits\n- no new deps\n\nTask: …",
 * "项目规范（每次都要遵守）：\n- 不要用 panic\n…\n今天的任务：…"): the house rules every session gets, not a correction of
 * this one (docs/memory.md "What a human turn is"). A heading that names rules, the list under it, and a task after
 * the list: the list is left out. A list of rules with nothing after it is what the human says to the agent (a
 * correction after a bad session may be given so) and stays.
 */

/**
 * A few words before a heading in a script written without spaces ("先贴一下我们部门的规则："), none of them the agent
 * (你, あなた, 너) or a rule broken (违反): "你又违反了这些规则：" lists what the agent did wrong.
 */
const LEAD_IN = String.raw`(?:(?!你|您|违反|違反|あなた|破っ|너|당신|어겼|어긴)[^:：\n]){0,12}?`;

/** A line that heads a list of rules, in any of the classifier's languages: "Repo rules:", "项目规范：", "Regeln:". */
const RULES_HEADING = new RegExp(
  String.raw`^[\s#*>]*(?:(?:here\s+(?:are|is)|these\s+are|pasting|first(?:\s+off)?,?|quick(?:ly)?,?|fyi,?)\s+)?(?:(?:project|repo|repository|team|house|our|my|coding|code|general|standing|the|department|company)\s+)*(?:rules|conventions|guidelines|standards|ground\s+rules|reminders)\b[^:：\n]{0,60}[:：]\s*$|^[\s#*>]*${LEAD_IN}(?:项目|項目|团队|團隊|部门|部門|公司|代码|代碼|开发|開發|仓库|倉庫|通用)?的?(?:规范|規範|规则|規則|约定|約定|须知|須知)[^:：\n]{0,30}[:：]\s*$|^[\s#*>]*${LEAD_IN}(?:プロジェクト|リポジトリ|チーム|部署|会社|開発|コーディング)?の?(?:ルール|規約|約束事)[^:：\n]{0,30}[:：]\s*$|^[\s#*>]*${LEAD_IN}(?:프로젝트|레포|팀|부서|회사|개발|코딩)?\s*(?:규칙|컨벤션|규약)[^:：\n]{0,30}[:：]\s*$|^[\s#*>]*(?:(?:hier\s+(?:sind\s+)?|vorab\s+|kurz\s+|erst(?:mal)?\s+)?(?:unsere|die|meine)\s+)?(?:(?:projekt|team|repo|allgemeine|abteilungs)\s*)?(?:regeln|konventionen|richtlinien)\b[^:\n]{0,60}:\s*$|^[\s#*>]*(?:(?:voici|d'abord|rappel)\s+)?(?:(?:les|nos|mes)\s+)?(?:règles|conventions)(?:\s+(?:du|de\s+l[a']|de)\s*(?:projet|repo|dépôt|équipe|service))?\b[^:\n]{0,60}:\s*$|^[\s#*>]*(?:(?:estas\s+son|aquí\s+van|primero|aqui\s+(?:vão|estão)|primeiro)\s+)?(?:(?:las|as|nuestras|nossas|mis|minhas)\s+)?(?:reglas|convenciones|regras|convenções)(?:\s+(?:del?|da|do)\s+(?:proyecto|projeto|repo|equipo|equipe|time))?\b[^:\n]{0,60}:\s*$|^[\s#*>]*(?:(?:вот|сначала)\s+)?(?:(?:наши|мои)\s+)?(?:правила|соглашения)(?:\s+(?:проекта|репозитория|команды|отдела))?[^:\n]{0,60}:\s*$`,
  'iu',
);

/** A heading in brackets, without a colon: "【项目约定，新功能都按这个来】", "[Project rules]". */
const BRACKETED_RULES_HEADING =
  /^\s*[[【〔]\s*[^\]】〕\n]{0,30}(?:rules|conventions|guidelines|规范|規範|规则|規則|约定|約定|须知|須知|ルール|規約|규칙|컨벤션|regeln|konventionen|règles|reglas|regras|convenciones|convenções|правила)[^\]】〕\n]{0,30}[\]】〕]\s*[:：]?\s*$/iu;

/** What a heading's last character is (before white space), by both patterns: a colon, or the bracket that closes it. */
const HEADING_ENDS = new Set([':', '：', ']', '】', '〕']);

/** Whether a line ends as a heading does: most lines do not, and the patterns need not be tried on them. */
function endsAsHeading(line: string): boolean {
  const last = line.trimEnd().at(-1);
  return last !== undefined && HEADING_ENDS.has(last);
}

/** A line of a list: "- …", "* …", "1. …", "1) …", "・…". */
const LIST_LINE = /^\s*(?:[-*•・]|\d{1,2}[.)、])\s*\S/u;

/** What a task after the list must hold at least to be one (a few words). */
const TASK_MIN_CHARS = 12;

/** The text without a pasted block of project rules, when a task follows it. */
export function withoutPastedRules(text: string): string {
  if (!text.includes('\n')) return text;
  const lines = text.split('\n');
  const heading = lines.findIndex((line) => endsAsHeading(line) && (RULES_HEADING.test(line) || BRACKETED_RULES_HEADING.test(line)));
  if (heading === -1) return text;
  let end = heading + 1;
  while (end < lines.length && (LIST_LINE.test(lines[end] ?? '') || (lines[end] ?? '').trim() === '')) end++;
  const listed = lines.slice(heading + 1, end).filter((line) => LIST_LINE.test(line)).length;
  const rest = [...lines.slice(0, heading), ...lines.slice(end)].join('\n').trim();
  if (listed < 2 || rest.length < TASK_MIN_CHARS || end === lines.length) return text;
  return rest;
}
