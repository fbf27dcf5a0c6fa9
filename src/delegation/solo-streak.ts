/** The solo streak (delegation-guard) described as data, for `explain` and the hook's advisory. */
export const SOLO_STREAK = {
  id: 'solo-streak',
  title: 'Solo streak: calls in a row without delegating',
  fires:
    'the main thread makes N calls in a row without a Task/Agent call (N = tip_miner.solo_streak_threshold, 2 by default); ' +
    'Skill, AskUserQuestion, TaskCreate, TaskUpdate, TaskGet, TaskList, TodoWrite, EnterPlanMode and ExitPlanMode neither count nor reset it; ' +
    "the advisory fires once per streak (with tip_miner.solo_streak_min_tokens set, only once the streak's tool results reach that many tokens)",
  rationale:
    'The main session has limited context: every read, search and edit made there stays in it. ' +
    'It should orchestrate — plan and launch sub-agents — rather than implement.',
  example: 'Read, Grep, Edit, Bash in the main thread with no Task call in between: a streak of 4.',
  tip:
    'Keep the main session for quick reads, planning and launching agents; ' +
    'delegate implementation, analysis and multi-step work to a sub-agent via the Task tool.',
} as const;

/** The advisory text (delegation-guard's words), with the streak length filled in. */
export function streakAdvisory(streak: number): string {
  return (
    `Orchestration advisory: ${streak} consecutive tool calls without delegating. ` +
    'Main session should orchestrate, not implement — use it for quick reads, planning, and launching agents. ' +
    'Delegate implementation, analysis, and multi-step work to a subagent via the Task tool.'
  );
}
