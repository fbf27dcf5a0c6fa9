import { describe, expect, it } from 'vitest';
import { classifyHumanTurn } from '../../src/corrections/classify-text.js';
import { withoutPastedRules } from '../../src/corrections/pasted-rules.js';

const task = 'add a `completions` subcommand that prints shell completions';

describe('project rules pasted above a task', () => {
  it.each([
    ['en', 'Repo rules (same as always):\n- conventional commits\n- no new deps without asking\n\nTask: '],
    ['en', '## House rules:\n1. never push to main\n2. run the linter first\n'],
    ['zh', '项目规范（每次都要遵守）：\n- 不要用 panic\n- 日志统一用 zap\n\n今天的任务：'],
    ['ja', 'プロジェクトのルール：\n・main に直接 push しない\n・コメントは日本語\n\n今日のタスク：'],
    ['ko', '프로젝트 규칙:\n- main에 직접 푸시 금지\n- 커밋 메시지는 영어로\n\n오늘 할 일: '],
    ['de', 'Projektregeln:\n- niemals auf main pushen\n- Kommentare auf Deutsch\n\nAufgabe: '],
    ['fr', 'Règles du projet :\n- jamais de push sur main\n- commits en anglais\n\nTâche : '],
    ['es', 'Reglas del proyecto:\n- nunca hagas push a main\n- commits en inglés\n\nTarea: '],
    ['pt', 'Regras do projeto:\n- nunca faça push na main\n- commits em inglês\n\nTarefa: '],
    ['ru', 'Правила проекта:\n- никогда не пушить в main\n- коммиты на английском\n\nЗадача: '],
    ['zh, in brackets', '【项目约定，新功能都按这个来】\n- 金额一律用分\n- 不要直接推 main\n\n今天：'],
    ['es, with a remark', 'Reglas (del CLAUDE.md del cliente, tenelas en cuenta):\n1. nada de push a main\n2. todo endpoint con test\n\nTarea: '],
    ['en, led in', 'here are our team rules:\n- never push to main\n- no new deps without asking\n\nnow: '],
    ['zh-Hant, led in', '先貼一下我們部門的規則：\n- 不要直接推 main\n- commit 訊息用中文寫\n\n這次要做的是：'],
    ['ja, led in', '先にうちのチームのルール：\n・main に直接 push しない\n・コメントは日本語\n\n今日のタスク：'],
    ['de, led in', 'hier unsere Regeln:\n- niemals auf main pushen\n- Kommentare auf Deutsch\n\nAufgabe: '],
    ['fr, led in', 'voici nos règles :\n- jamais de push sur main\n- commits en anglais\n\nTâche : '],
    ['pt, led in', 'aqui vão nossas regras:\n- nunca faça push na main\n- commits em inglês\n\nTarefa: '],
    ['ru, led in', 'вот наши правила:\n- никогда не пушить в main\n- коммиты на английском\n\nЗадача: '],
    // white space after the heading's colon or bracket (a line is tried only where it ends as a heading does)
    ['en, spaces after the colon', 'Repo rules: \t\n- conventional commits\n- no new deps without asking\n\nTask: '],
    ['zh, a space after the bracket', '【团队规范】 \n- 日志统一用结构化格式\n- 接口改动先更新 main 上的文档\n\n这次：'],
  ])('%s: the rules are left out, the task stays and is no correction', (_language, rules) => {
    const text = `${rules}${task}`;
    expect(withoutPastedRules(text)).not.toMatch(/main/);
    expect(withoutPastedRules(text)).toContain(task);
    expect(classifyHumanTurn(text, 'message', { agentChanged: true }).kind).not.toBe('correction');
  });

  it.each([
    ['a list of rules with nothing after it', 'new rules from now on:\n- never push to main\n- ask before deleting anything'],
    ['one rule under the heading', 'repo rules:\n- never push to main\n\nalso add the completions subcommand'],
    ['no heading', '- never push to main\n- ask before deleting anything\n\nthen add the completions subcommand'],
    ['one line', 'rules: never push to main, then add the completions subcommand'],
    ['the rules the agent broke', '你又违反了这些规则：\n- 不要直接推 main\n- commit 訊息用中文寫\n\n改回来再提交一次'],
  ])('keeps %s', (_case, text) => {
    expect(withoutPastedRules(text)).toBe(text);
  });

  it('a list of rules given after a bad session is still a correction', () => {
    expect(classifyHumanTurn('new rules from now on:\n- never push to main\n- ask before deleting anything', 'message', { agentChanged: true }).kind).toBe(
      'correction',
    );
  });
});
