/**
 * Tips that pay their way (issue 15): ranked by tokens wasted against the tokens the tip costs in every
 * prompt, a floor, wording for the agent's tools, one fix per behaviour, nothing the memory files say.
 */
import { detectorMetaById } from '../../src/detectors/metas/index.js';
import { describe, expect, it } from 'vitest';
import { DELEGATION_PATTERN_IDS } from '../../src/delegation/types.js';
import { delegationTipId } from '../../src/delegation/tip-ids.js';
import { tipTextFor, tipTextsOf } from '../../src/delegation/tip-texts.js';
import { DETECTOR_IDS } from '../../src/detectors/index.js';
import { FORMAT_IDS, type FormatId } from '../../src/ingest/formats/index.js';
import { buildTipsBlock, type TipsBudget } from '../../src/render/tips-block.js';
import { tipAudience } from '../../src/views/tip-audience.js';
import { tipWorth, worthProblem } from '../../src/views/tip-value.js';
import type { ToolPatternEntry } from '../../src/views/tool-patterns.js';

const NOW = 1_800_000_000;
const DAY = 86_400;
const entry = (id: string, hits: number, extra: Partial<ToolPatternEntry> = {}): ToolPatternEntry => ({
  pattern_id: id,
  tip: 'file text',
  hit_count: hits,
  last_seen: NOW,
  ...extra,
});
const budget = (extra: Partial<TipsBudget> = {}): TipsBudget => ({ maxCount: 10, maxChars: 10_000, now: NOW, minWastedTokens: 500, ...extra });
const ids = (entries: ToolPatternEntry[], extra: Partial<TipsBudget> = {}) => buildTipsBlock(entries, budget(extra)).tips.map((tip) => tip.pattern_id);
const ALL_IDS = [...DETECTOR_IDS, ...DELEGATION_PATTERN_IDS.map(delegationTipId)];

describe('the worth of a tip', () => {
  it.each([
    // wasted, age in days, line chars, repository sessions → tipTokens, cost, value
    { wasted: 10_000, age: 0, chars: 120, sessions: 10, tipTokens: 30, cost: 300, value: 9_700 },
    { wasted: 10_000, age: 14, chars: 120, sessions: 10, tipTokens: 30, cost: 300, value: 4_850 },
    { wasted: 10_000, age: 28, chars: 121, sessions: 10, tipTokens: 31, cost: 310, value: 2_422.5 },
    { wasted: 1_000, age: 0, chars: 160, sessions: 100, tipTokens: 40, cost: 4_000, value: -3_000 },
  ])(
    '$wasted tokens wasted, $age days old, a $chars-char line, $sessions sessions: value $value',
    ({ wasted, age, chars, sessions, tipTokens, cost, value }) => {
      const worth = tipWorth({ wastedTokens: wasted, lastSeen: NOW - age * DAY, lineChars: chars, repoSessions: sessions, now: NOW });
      expect(worth.tipTokens).toBe(tipTokens);
      expect(worth.cost).toBe(cost);
      expect(worth.value).toBeCloseTo(value, 6);
    },
  );

  it('makes up no figure for a pattern whose tokens are not measured', () => {
    const worth = tipWorth({ wastedTokens: undefined, lastSeen: NOW, lineChars: 100, repoSessions: 5, now: NOW });
    expect(worth).toEqual({ tipTokens: 25, cost: 125 });
    expect(worthProblem(worth, 500)).toBeUndefined();
  });

  it.each([
    { wasted: 499, sessions: 1, floor: 500, problem: /below tip_min_wasted_tokens 500/ },
    { wasted: 500, sessions: 1, floor: 500, problem: undefined },
    { wasted: 2_000, sessions: 100, floor: 500, problem: /would cost ~3000 tokens in the prompts for ~2000 spent/ },
    { wasted: 3_001, sessions: 100, floor: 500, problem: undefined },
    // the tests are on undecayed figures: an old pattern ranks lower, it does not vanish
    { wasted: 600, sessions: 1, floor: 500, problem: undefined, age: 365 },
  ])('$wasted tokens, $sessions sessions, floor $floor: $problem', ({ wasted, sessions, floor, problem, age = 0 }) => {
    const worth = tipWorth({ wastedTokens: wasted, lastSeen: NOW - age * DAY, lineChars: 120, repoSessions: sessions, now: NOW });
    const found = worthProblem(worth, floor);
    if (problem === undefined) expect(found).toBeUndefined();
    else expect(found).toMatch(problem);
  });
});

describe('the block ranks tips by worth', () => {
  it('puts the tip that saves most first, whatever the sessions', () => {
    const entries = [entry('repeated-glob', 9, { wasted_tokens: 1_000 }), entry('edit-retry', 2, { wasted_tokens: 20_000 })];
    expect(ids(entries)).toEqual(['edit-retry', 'repeated-glob']);
  });

  it('ranks unmeasured patterns after the measured ones, by score', () => {
    const entries = [entry('bash-for-search', 50), entry('repeated-read', 3), entry('edit-retry', 1, { wasted_tokens: 9_000 })];
    expect(ids(entries)).toEqual(['edit-retry', 'bash-for-search', 'repeated-read']);
  });

  it('leaves out tips below the floor and those that cost more than they save, and says why', () => {
    const entries = [
      entry('repeated-glob', 2, { wasted_tokens: 80 }),
      entry('edit-retry', 2, { wasted_tokens: 2_000 }),
      entry('sequential-reads', 3, { wasted_tokens: 5_000 }),
    ];
    const block = buildTipsBlock(entries, budget({ repoSessions: 100 }));
    expect(block.tips.map((tip) => tip.pattern_id)).toEqual(['sequential-reads']);
    expect(block.leftOut).toEqual([
      { pattern_id: 'repeated-glob', reason: '~80 tokens spent, below tip_min_wasted_tokens 500' },
      { pattern_id: 'edit-retry', reason: expect.stringMatching(/^its line would cost ~\d+ tokens in the prompts for ~2000 spent$/) as string },
    ]);
  });

  it('leaves out the delegation tip of "~80 tokens"', () => {
    expect(ids([entry('delegate-exploration', 3, { wasted_tokens: 80 })])).toEqual([]);
  });
});

describe('tips worded for the agent', () => {
  const everything = ALL_IDS.map((id, index) => entry(id, 3 + index, { wasted_tokens: 50_000 }));

  it('a Codex repository never gets a tip naming the Grep, Glob, Read or Task tools', () => {
    const block = buildTipsBlock(everything, budget({ agent: 'codex' }));
    expect(block.tips.map((tip) => tip.pattern_id).sort()).toEqual(['bash-for-search', 'edit-retry']);
    for (const tip of block.tips) expect(tip.text).not.toMatch(/\b(Grep|Glob|Read|Task|Agent|old_string)\b/);
    expect(block.tips.find((tip) => tip.pattern_id === 'bash-for-search')?.text).toMatch(/^Search with rg and list files with rg --files /);
    expect(block.leftOut).toEqual(
      expect.arrayContaining([
        { pattern_id: 'sequential-reads', reason: 'no tip for codex' },
        { pattern_id: 'delegate-exploration', reason: 'no tip for codex' },
      ]),
    );
  });

  it.each(['claude-code', 'agent-framework'] as const)('%s gets the tool names of Claude Code', (agent) => {
    const block = buildTipsBlock([entry('bash-for-search', 4), entry('sequential-reads', 2, { wasted_tokens: 9_000 })], budget({ agent }));
    expect(block.tips.map((tip) => tip.text)).toEqual([expect.stringContaining('Search with Grep'), expect.stringContaining('Use the dedicated Grep')]);
  });

  it.each<{ what: string; extra: Partial<ToolPatternEntry>; agent: FormatId; shown?: { sessions: number; tokens?: number }; reason?: string }>([
    {
      what: 'the agent’s own sessions and tokens',
      extra: { formats: { 'claude-code': 1, codex: 2 }, wasted_tokens: 12_000, wasted_tokens_by_format: { 'claude-code': 3_000, codex: 9_000 } },
      agent: 'codex',
      shown: { sessions: 2, tokens: 9_000 },
    },
    {
      what: 'the other agent’s, from the same entry',
      extra: { formats: { 'claude-code': 1, codex: 2 }, wasted_tokens: 12_000, wasted_tokens_by_format: { 'claude-code': 3_000, codex: 9_000 } },
      agent: 'claude-code',
      shown: { sessions: 1, tokens: 3_000 },
    },
    {
      what: 'a pattern the agent never showed',
      extra: { formats: { codex: 3 }, wasted_tokens: 9_000 },
      agent: 'claude-code',
      reason: 'not seen in claude-code sessions',
    },
    {
      what: 'one format, its tokens not split (an older entry)',
      extra: { formats: { codex: 3 }, wasted_tokens: 9_000 },
      agent: 'codex',
      shown: { sessions: 3, tokens: 9_000 },
    },
    {
      what: 'several formats, tokens not split: no agent’s',
      extra: { formats: { codex: 2, 'claude-code': 1 }, wasted_tokens: 9_000 },
      agent: 'codex',
      shown: { sessions: 2 },
    },
    { what: 'no formats (another tool’s entry): the whole entry’s', extra: { wasted_tokens: 9_000 }, agent: 'codex', shown: { sessions: 3, tokens: 9_000 } },
  ])('a block for $agent counts $what', ({ extra, agent, shown, reason }) => {
    const block = buildTipsBlock([entry('edit-retry', 3, extra)], budget({ agent, repoSessions: 1 }));
    if (reason !== undefined) {
      expect(block.tips).toEqual([]);
      expect(block.leftOut).toEqual([{ pattern_id: 'edit-retry', reason }]);
      return;
    }
    expect(block.tips).toHaveLength(1);
    expect(block.tips[0]).toMatchObject({ pattern_id: 'edit-retry', hit_count: shown!.sessions });
    expect(block.tips[0]!.wasted_tokens).toBe(shown!.tokens);
    const tokens = shown!.tokens === undefined ? '' : `, ~${(shown!.tokens / 1000).toFixed(1)}k tokens spent`;
    expect(block.tips[0]!.text).toBe(`${tipTextFor('edit-retry', agent)!} (seen in ${shown!.sessions} session${shown!.sessions === 1 ? '' : 's'}${tokens})`);
  });

  it.each(FORMAT_IDS)('every text the block shows to %s is listed by tipTextsOf', (agent: FormatId) => {
    const block = buildTipsBlock(everything, budget({ agent, maxCount: 100 }));
    for (const tip of block.tips) expect(tipTextsOf(tip.pattern_id).some((text) => tip.text.includes(text))).toBe(true);
  });

  it('tipTextsOf lists every wording of every pattern, and nothing for an unknown id', () => {
    for (const id of ALL_IDS) {
      const texts = tipTextsOf(id);
      for (const format of FORMAT_IDS) {
        const text = tipTextFor(id, format);
        if (text !== null) expect(texts).toContain(text);
      }
    }
    // today's wording for each agent that reads a different one, and the wordings shown before
    const sequential = detectorMetaById('sequential-reads')!;
    const worded = FORMAT_IDS.map((format) => tipTextFor('sequential-reads', format)).filter((text) => text !== null);
    expect(tipTextsOf('sequential-reads')).toHaveLength(new Set([...worded, ...(sequential.shownBefore ?? [])]).size);
    expect(tipTextsOf('no-such-pattern')).toEqual([]);
  });

  it.each([
    { repo: { codex: 5, 'claude-code': 2 }, entries: [], agent: 'codex' },
    { repo: { codex: 2, 'claude-code': 2 }, entries: [], agent: 'claude-code' },
    { repo: undefined, entries: [entry('x', 1, { formats: { 'agent-framework': 3, codex: 1 } })], agent: 'agent-framework' },
    { repo: {}, entries: [entry('x', 1, { formats: { codex: 1 } })], agent: 'codex' },
    { repo: undefined, entries: [entry('x', 1, { formats: 'hostile' as never })], agent: 'claude-code' },
  ])('the agent of $repo and entry formats is $agent', ({ repo, entries, agent }) => {
    expect(tipAudience(repo, entries)).toBe(agent);
  });
});

describe('one fix per behaviour', () => {
  it.each([
    { explore: 90_000, reads: 9_000, kept: 'delegate-exploration' },
    { explore: 9_000, reads: 90_000, kept: 'sequential-reads' },
  ])('delegate-exploration and sequential-reads: the more valuable stays ($kept)', ({ explore, reads, kept }) => {
    const entries = [entry('delegate-exploration', 3, { wasted_tokens: explore }), entry('sequential-reads', 3, { wasted_tokens: reads })];
    expect(ids(entries)).toEqual([kept]);
  });

  it('delegate-exploration and grep-then-read-same never stand together', () => {
    const entries = [entry('delegate-exploration', 3, { wasted_tokens: 9_000 }), entry('grep-then-read-same', 3, { wasted_tokens: 8_000 })];
    expect(ids(entries)).toEqual(['delegate-exploration']);
  });
});

describe('what the memory files already say', () => {
  const entries = [entry('sequential-reads', 3, { wasted_tokens: 9_000 }), entry('edit-retry', 2, { wasted_tokens: 3_000 })];

  it.each([
    {
      file: 'CLAUDE.md',
      text: '# Rules\n\n- Search with Grep (or Glob) first, then Read only the files that match, instead of reading files one by one.\n',
      left: ['sequential-reads'],
    },
    {
      file: 'AGENTS.md',
      text: '* search with grep or glob first then read only the files that match instead of reading files one by one\n',
      left: ['sequential-reads'],
    },
    // a Codex wording in the file states the pattern for Claude Code too
    { file: 'AGENTS.md', text: `- ${tipTextFor('edit-retry', 'codex')}\n`, left: ['edit-retry'] },
    // the opposite rule states nothing
    { file: 'CLAUDE.md', text: '- Never search with Grep first; read the files one by one.\n', left: [] },
    { file: 'CLAUDE.md', text: '- Use pnpm, not npm.\n', left: [] },
  ])('$file saying "$text" leaves out $left', ({ file, text, left }) => {
    const block = buildTipsBlock(entries, budget({ memory: [{ name: file, text }] }));
    expect(block.leftOut).toEqual(left.map((id) => ({ pattern_id: id, reason: `${file} already says it` })));
    expect(block.tips.map((tip) => tip.pattern_id)).toEqual(['sequential-reads', 'edit-retry'].filter((id) => !left.includes(id)));
    expect(block.markdown).not.toContain(file);
  });
});
