/** `tip-miner patterns` as a use case: a repository's tool_patterns.json entries, scored as of now, highest first. */
import { readToolPatterns, reposWithToolPatterns, toolPatternsPath } from '../store/tool-patterns-file.js';
import { patternScore, rankingTime, roundScore, type ToolPatternEntry } from '../views/tool-patterns.js';
import { lastActivityMs } from '../views/repo-list.js';
import { scoreFactorOf } from '../views/tip-effect-fields.js';
import type { AppSettings } from './settings.js';
import { commandRepo, requireKnownRepo } from './current-repo.js';
import { compareText } from '../util/compare-text.js';

export interface RankedPatterns {
  repo: string;
  file: string;
  patterns: Array<ToolPatternEntry & { score: number }>;
  notes: string[];
  /** With no patterns: the repositories that have some. */
  reposWithPatterns?: string[];
}

export function rankedPatterns(settings: AppSettings, now = Math.floor(Date.now() / 1000)): RankedPatterns {
  const chosen = commandRepo(settings);
  if (settings.repo !== undefined) requireKnownRepo(chosen, settings.repo);
  const { repo } = chosen;
  const file = toolPatternsPath(settings.memoryDir, repo);
  const { entries, problem } = readToolPatterns(file);
  // scores decay to the repository's latest session, as tool_patterns.json's do
  const at = rankingTime(lastActivityMs(chosen.listing), now);
  const patterns = entries
    .map((entry) => ({ ...entry, score: roundScore(patternScore(entry, at)) }))
    .sort((a, b) => demotedLast(a, b) || b.score - a.score || compareText(a.pattern_id, b.pattern_id));
  const reposWithPatterns = patterns.length === 0 ? reposWithToolPatterns(settings.memoryDir) : undefined;
  return { repo, file, patterns, notes: [...chosen.notes, ...(problem ? [problem] : [])], ...(reposWithPatterns && { reposWithPatterns }) };
}

/** A pattern whose tip was judged to change nothing (demoted) is listed after every one that is not, as the tips block ranks them. */
function demotedLast(a: ToolPatternEntry, b: ToolPatternEntry): number {
  return Number(scoreFactorOf(a) < 1) - Number(scoreFactorOf(b) < 1);
}
