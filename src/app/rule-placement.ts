/**
 * Which approved rules `review --write-to FILE` writes into FILE. Universal and language rules go into any
 * memory file; a `project:X` rule only into X's (app/memory-file-repo.ts tells a file's repository). A rule
 * of another project is *asked for* when it was approved in this run, when `--repo` names its project, or
 * when the file's block lists it now: then it is left out with a word saying where it belongs, or, with
 * `--force`, written all the same with a word saying so. Other projects' rules approved earlier were never
 * meant for this file and stay out of it quietly.
 */
import type { ProposalDecision } from '../corrections/proposal-types.js';
import type { BlockRule } from '../store/memory-file-block.js';

const PROJECT_PREFIX = 'project:';

/** A project rule asked for in a file that is not its project's. */
export interface ForeignRule {
  id: string;
  content: string;
  /** The project the rule is about. */
  project: string;
}

export interface RulePlacement {
  /** What the block lists, in the order the rules were decided. */
  write: BlockRule[];
  /** Foreign rules written because of `--force`. */
  forced: ForeignRule[];
  /** Foreign rules left out (without `--force`). */
  leftOut: ForeignRule[];
}

export interface PlacementContext {
  /** The repository the file belongs to; undefined when none can be told (every project rule is foreign). */
  fileRepo?: string;
  /** The repository `--repo` names. */
  namedRepo?: string;
  /** Ids of the proposals approved in this run. */
  approvedNow: ReadonlySet<string>;
  /** Whether the file's block lists this rule now. */
  inBlock: (content: string) => boolean;
  force: boolean;
  /** Whether two repository names stand for one repository (aliases, case). */
  sameRepo: (a: string, b: string) => boolean;
}

export function placeApprovedRules(approved: readonly ProposalDecision[], context: PlacementContext): RulePlacement {
  const placement: RulePlacement = { write: [], forced: [], leftOut: [] };
  for (const decision of approved) {
    const rule = { content: decision.content, scope: decision.scope };
    const project = decision.scope.startsWith(PROJECT_PREFIX) ? decision.scope.slice(PROJECT_PREFIX.length) : undefined;
    if (project === undefined || (context.fileRepo !== undefined && context.sameRepo(project, context.fileRepo))) {
      placement.write.push(rule);
      continue;
    }
    const askedFor =
      context.approvedNow.has(decision.id) ||
      (context.namedRepo !== undefined && context.sameRepo(project, context.namedRepo)) ||
      context.inBlock(decision.content);
    if (!askedFor) continue;
    const foreign = { id: decision.id, content: decision.content, project };
    if (context.force) {
      placement.write.push(rule);
      placement.forced.push(foreign);
    } else placement.leftOut.push(foreign);
  }
  return placement;
}
