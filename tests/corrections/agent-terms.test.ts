import { describe, expect, it } from 'vitest';
import { agentSaidTerm, namesAgentTerm, termsOf } from '../../src/corrections/agent-terms.js';
import { cueLanguagesOf } from '../../src/corrections/human-languages/index.js';

/** Made-up turns, each with what the agent said or did before it, and whether the turn names something of that. */
const cases: ReadonlyArray<{ name: string; turn: string; agent: string; names: boolean }> = [
  { name: 'a word the agent said', turn: 'not on main, branch first', agent: 'Pushing to `main`…', names: true },
  { name: 'an inflected word (commits / commit)', turn: 'squash the commits before', agent: 'I made a commit per file.', names: true },
  { name: 'only common words', turn: 'please make sure that you never do this again', agent: 'Done, I never touch this.', names: false },
  { name: 'nothing the agent said', turn: 'via terraform, not through the console', agent: 'The node group in 1b is full.', names: false },
  { name: 'a name with a digit', turn: 'keep it on s3, not local disk', agent: 'Saved the export to s3://bucket/x.', names: true },
  { name: 'an acronym as a word', turn: "don't post on people's PRs", agent: 'I left a comment on PR #77.', names: true },
  { name: 'an acronym inside a word is none', turn: 'no PR here', agent: 'I printed the report.', names: false },
  { name: 'a bare figure is no term', turn: 'make it 100 and skip the error', agent: 'The batch size is 100 now?', names: false },
  { name: 'zh: two Han characters', turn: '不要改生产配置', agent: '我把生产环境的配置改成了新的地址。', names: true },
  { name: 'zh: only common words', turn: '这个可以，然后继续', agent: '这个方案可以吗？我们然后继续。', names: false },
  { name: 'ja: Katakana, not Hiragana', turn: 'ドッカーは使わないで', agent: 'ドッカーで起動しました。', names: true },
  { name: 'ja: Hiragana alone names nothing', turn: 'それはしないでください', agent: 'それはしないでおきます。', names: false },
  { name: 'ko: a word by its first two syllables', turn: '운영 서버에서는 하지 마세요', agent: '운영 환경에 배포했습니다.', names: true },
  { name: 'a command the agent ran', turn: "don't reuse an old work tree", agent: 'Bash git worktree add ../fix-x -b fix-x', names: true },
  { name: 'ko: an acronym with a particle after it', turn: 'GMT 아니고 KST예요', agent: '시간을 GMT로 가정했습니다.', names: true },
  { name: 'ja: an acronym with a particle after it', turn: 'CSV じゃなくて TSV で', agent: 'CSVで出力しました。', names: true },
  { name: 'an acronym inside a spaced word is still none', turn: 'no PR here', agent: 'I printed the PRice list.', names: false },
];

describe('namesAgentTerm', () => {
  it.each(cases)('$name', ({ turn, agent, names }) => {
    expect(namesAgentTerm(turn, agent, cueLanguagesOf(turn))).toBe(names);
  });
});

describe('termsOf', () => {
  it('leaves out common words and short words, keeps beginnings of longer ones', () => {
    const { within, whole } = termsOf('please never rename the migrations folder in CI', cueLanguagesOf('please never rename the migrations folder'));
    expect([...within].sort()).toEqual(['fold', 'migratio', 'rena']);
    expect([...whole]).toEqual(['ci']);
  });
});

/** The word a redirect turns away from ("…, not X"), against what the agent said: made-up cases. */
const redirected: ReadonlyArray<{ name: string; term: string; turn: string; agent: string; said: boolean }> = [
  { name: 'a tool the agent used', term: 'npm', turn: 'use pnpm, not npm', agent: 'I ran npm install.', said: true },
  { name: 'a short word inside another is none', term: 'npm', turn: 'use yarn, not npm', agent: 'I ran pnpm install.', said: false },
  {
    name: 'a short function word',
    term: 'per',
    turn: 'log it once at the end, not per step',
    agent: 'Logging now happens in the performance loop.',
    said: false,
  },
  { name: 'an article', term: 'the', turn: 'put the totals in the summary, not the sheet', agent: 'I wrote the totals to the sheet.', said: false },
  { name: 'a longer word by its beginning', term: 'commit', turn: 'one PR, not commit by commit', agent: 'I pushed three commits.', said: true },
  { name: 'a longer word inside another is none', term: 'port', turn: 'the env var, not port', agent: 'I updated the report.', said: false },
  { name: 'de: an article', term: 'der', turn: 'in der Tabelle, nicht der Datei', agent: 'Ich habe der Datei eine Zeile angehängt.', said: false },
  { name: 'fr: an article', term: 'les', turn: 'dans la config, pas les scènes', agent: 'J’ai mis les valeurs dans les scènes.', said: false },
  { name: "zh: anywhere in the agent's words", term: '配置', turn: '用环境变量，不是配置文件', agent: '我把地址写进了配置文件。', said: true },
];

describe('agentSaidTerm', () => {
  it.each(redirected)('$name', ({ term, turn, agent, said }) => {
    expect(agentSaidTerm(term, agent, cueLanguagesOf(turn))).toBe(said);
  });
});
