/** The line for a repository with no data yet: which repositories have some, else that analyze comes first. */
export function noDataYet(what: string, repo: string, file: string, reposWithData: readonly string[]): string {
  if (reposWithData.length === 0) return `no ${what} for ${repo} yet (${file}); run tip-miner analyze first`;
  const shown = reposWithData.slice(0, 10).join(', ');
  const more = reposWithData.length > 10 ? ` and ${String(reposWithData.length - 10)} more` : '';
  return `no ${what} for ${repo} (${file}); there are ${what} for ${shown}${more}: name one with --repo`;
}
