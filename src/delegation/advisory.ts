/**
 * What the live hook tells the agent: the solo-streak advisory (delegation-guard's words) and/or a
 * delegation suggestion with its Task() call. A pattern the user set to `always` is worded as the
 * user's standing instruction.
 */
import { ADVISORY_PREFIX } from '../model/tip-markers.js';
import type { PreferenceAction } from './types.js';
import { streakAdvisory } from './solo-streak.js';
import type { Suggestion } from './suggestion.js';
import type { PatternMatch } from './types.js';

export interface AdvisoryParts {
  streak?: number;
  match?: PatternMatch;
  suggestion?: Suggestion;
  preference?: PreferenceAction;
}

export function advisoryText(parts: AdvisoryParts): string | undefined {
  const sections: string[] = [];
  if (parts.streak !== undefined) sections.push(streakAdvisory(parts.streak));
  if (parts.match && parts.suggestion) {
    const { match, suggestion } = parts;
    const head =
      parts.preference === 'always'
        ? `Delegation required by the user's preference (always delegate ${match.pattern}): ${match.description}. Hand this work to a sub-agent now:`
        : `${ADVISORY_PREFIX}${match.pattern}, confidence ${match.confidence.toFixed(1)}): ${match.description}. Consider delegating:`;
    const saved =
      suggestion.contextTokens !== undefined
        ? `\nThese calls put ~${suggestion.contextTokens} tokens of tool results into this context; a sub-agent keeps them in its own.`
        : '';
    sections.push(`${head}\n${suggestion.code}${saved}`);
  }
  return sections.length > 0 ? sections.join('\n\n') : undefined;
}
