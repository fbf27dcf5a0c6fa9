/**
 * A pattern in the words of the agent that reads about it. A meta's own texts are Claude Code's
 * (agent-framework names its tools the same); the profile of an agent whose tools differ
 * (ingest/formats/<agent>/agent.ts `words`, e.g. Codex: the shell with rg, sed -n and nl -ba, and
 * apply_patch) replaces some of them, or says with `null` that the pattern does not apply to that agent:
 * it has no fix there, so it is neither looked for in that format's streams nor shown to that agent.
 * Every output path takes its words through `inWordsOf`: the tips block, tool_patterns.json, SARIF,
 * `explain`, `detectors` and the docs' table.
 */
import { agentProfile } from '../../ingest/formats/agents.js';
import { FORMAT_IDS } from '../../ingest/formats/format-ids.js';
import type { FormatId } from '../../ingest/formats/format.js';

/** A meta with words for every agent: its own, and those its id has in each agent's profile. */
export interface Worded {
  id: string;
  tip: string;
}

/** The meta in its own words (Claude Code's), without `byFormat`. */
export function ownWords<Meta extends Worded>(meta: Meta): Omit<Meta, 'byFormat'> {
  return { ...meta };
}

/** The meta as the agent of `format` reads it (without `byFormat`); null when the pattern does not apply to that agent. */
export function inWordsOf<Meta extends Worded>(meta: Meta, format: FormatId): Omit<Meta, 'byFormat'> | null {
  const words = ownWords(meta);
  const agentWords = agentProfile(format).words;
  if (!Object.hasOwn(agentWords, meta.id)) return words;
  const own = agentWords[meta.id];
  return own === null || own === undefined ? null : { ...words, ...own };
}

/** The agents whose words for the pattern differ from its own: their words, or null where it does not apply (the `detectors --json` field). */
export function wordsByFormat<Meta extends Worded>(meta: Meta): Partial<Record<FormatId, Partial<Meta> | null>> {
  const byFormat: Partial<Record<FormatId, Partial<Meta> | null>> = {};
  for (const format of FORMAT_IDS) {
    const agentWords = agentProfile(format).words;
    if (Object.hasOwn(agentWords, meta.id)) byFormat[format] = (agentWords[meta.id] ?? null) as Partial<Meta> | null;
  }
  return byFormat;
}

/** Whether the pattern applies to the agent of `format`: only then is it looked for in that format's streams. */
export function appliesTo(meta: Worded, format: FormatId): boolean {
  return inWordsOf(meta, format) !== null;
}

/** Every text a tip has ever had for any agent, so that a block shown in a log is recognised: today's wordings and `shownBefore`. */
export function everyTip(meta: Worded & { shownBefore?: readonly string[] }): string[] {
  const today = FORMAT_IDS.flatMap((format) => {
    const words = inWordsOf(meta, format);
    return words === null ? [] : [words.tip];
  });
  return [...new Set([...today, ...(meta.shownBefore ?? [])])];
}

/** The agents that read the same words, together, in FORMAT_IDS order: for outputs that show every agent's (explain, detectors). */
export function agentsByWords<Words>(wordsFor: (format: FormatId) => Words | null): Array<{ formats: FormatId[]; words: Words | null }> {
  const groups: Array<{ formats: FormatId[]; words: Words | null; key: string }> = [];
  for (const format of FORMAT_IDS) {
    const words = wordsFor(format);
    const key = JSON.stringify(words);
    const group = groups.find((candidate) => candidate.key === key);
    if (group) group.formats.push(format);
    else groups.push({ formats: [format], words, key });
  }
  return groups.map(({ formats, words }) => ({ formats, words }));
}
