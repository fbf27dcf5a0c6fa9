/**
 * What a tool detector, a delegation pattern or the solo streak is, why it matters, an example, and
 * what to do — the seed's "[?] Learn more", from the meta of each (the words live there only), in the
 * words of each agent (detectors/metas/wording.ts): for one agent when asked, else every agent's, the
 * agents that read the same words together.
 */
import { DETECTORS, detectorById } from '../detectors/index.js';
import { agentsByWords, inWordsOf } from '../detectors/metas/wording.js';
import { DELEGATION_PATTERNS, delegationPatternById } from '../delegation/patterns/index.js';
import { SOLO_STREAK } from '../delegation/solo-streak.js';
import { patternOfTipId } from '../delegation/tip-ids.js';
import { isDelegationPatternId } from '../delegation/types.js';
import { InputError } from '../errors.js';
import type { FormatId } from '../ingest/formats/format.js';

/** What an agent reads about a pattern. */
export interface ExplainedWords {
  title: string;
  fires: string;
  /** Why it matters (the meta's rationale). */
  rationale: string;
  example: string;
  /** What to do (the meta's tip). */
  tip: string;
}

/** Agents that read the same words; `applies: false`: the pattern is not looked for in their logs (no tip for their tools). */
export type AgentsWords = ({ formats: FormatId[]; applies: true } & ExplainedWords) | { formats: FormatId[]; applies: false };

export interface Explanation extends ExplainedWords {
  id: string;
  kind: 'tool pattern' | 'delegation pattern' | 'solo streak';
  /** The agent asked for: the words above are its own. Without it they are Claude Code's. */
  agent?: FormatId;
  /** Every agent's words. */
  agents: AgentsWords[];
}

interface Explained {
  id: string;
  kind: Explanation['kind'];
  /** The words of the agent of `format`; null when the pattern does not apply to it. */
  wordsFor(format: FormatId): ExplainedWords | null;
}

/** The explanation of `id` (undefined for an unknown id); for `agent` alone, an InputError when the pattern does not apply to it. */
export function explain(id: string, agent?: FormatId): Explanation | undefined {
  const found = explained(id);
  if (found === undefined) return undefined;
  const agents = agentsByWords((format) => found.wordsFor(format)).map(({ formats, words }): AgentsWords =>
    words === null ? { formats, applies: false } : { formats, applies: true, ...words },
  );
  const words = found.wordsFor(agent ?? 'claude-code');
  if (words === null) throw new InputError(`${found.id} is not looked for in ${agent ?? 'claude-code'} sessions: it has no tip for that agent's tools`);
  return { id: found.id, kind: found.kind, ...words, ...(agent !== undefined && { agent }), agents };
}

function explained(id: string): Explained | undefined {
  const detector = detectorById(id);
  if (detector) {
    const { meta } = detector;
    const options = meta.defaults as Record<string, unknown>;
    const wordsFor = (format: FormatId): ExplainedWords | null => {
      const words = inWordsOf(meta, format);
      if (words === null) return null;
      const { title, fires, rationale, example, tip } = words;
      return { title, fires: fires.replace(/\{(\w+)\}/g, (whole, key: string) => (key in options ? String(options[key]) : whole)), rationale, example, tip };
    };
    return { id, kind: 'tool pattern', wordsFor };
  }
  const pattern = isDelegationPatternId(id) ? id : patternOfTipId(id);
  if (pattern !== undefined) {
    const { meta } = delegationPatternById(pattern);
    const fires = Object.entries(meta.confidences)
      .sort(([a], [b]) => Number(b) - Number(a))
      .map(([confidence, when]) => `${confidence}: ${when}`)
      .join('; ');
    const wordsFor = (format: FormatId): ExplainedWords | null => {
      const words = inWordsOf(meta, format);
      // an agent's words may say when it fires in its own tool names (agent-profile.ts `words`)
      const own = (words as { fires?: string } | null)?.fires;
      return words === null ? null : { title: meta.title, fires: own ?? fires, rationale: words.rationale, example: words.example, tip: words.tip };
    };
    return { id: pattern, kind: 'delegation pattern', wordsFor };
  }
  if (id === SOLO_STREAK.id) {
    const wordsFor = (format: FormatId): ExplainedWords | null => {
      const words = inWordsOf(SOLO_STREAK, format);
      return words === null ? null : { title: words.title, fires: words.fires, rationale: words.rationale, example: words.example, tip: words.tip };
    };
    return { id, kind: 'solo streak', wordsFor };
  }
  return undefined;
}

export function knownIds(): string[] {
  return [...DETECTORS.map(({ meta }) => meta.id), ...DELEGATION_PATTERNS.map(({ meta }) => meta.id), SOLO_STREAK.id];
}
