/** Every text a human language file gives as an example: its turns and what an agent says, as one list. */
import type { HumanLanguage } from '../../src/corrections/human-languages/types.js';

export function exampleTextsOf(language: HumanLanguage): string[] {
  const { corrections, others, agentQuestions, agentGoAheads, agentInvitations, agentAnnouncements } = language.examples;
  return [
    ...corrections.map((example) => example.text),
    ...others.map((example) => example.text),
    ...agentQuestions,
    ...agentGoAheads,
    ...agentInvitations,
    ...agentAnnouncements,
  ];
}
