/** What a refresh of the views tells the user: notes as warnings, files it could not write as errors (exit 2). */
import type { ViewsRefreshed } from '../app/refresh-views.js';
import { EXIT_USAGE } from './exit-codes.js';
import { error, warn, type CliIo } from './io.js';

export function reportViewProblems(io: CliIo, views: Pick<ViewsRefreshed, 'notes' | 'problems'>, setExitCode: (code: number) => void): void {
  for (const note of views.notes) warn(io, note);
  for (const problem of views.problems) error(io, problem);
  if (views.problems.length > 0) setExitCode(EXIT_USAGE);
}
