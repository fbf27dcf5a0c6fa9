/**
 * Codex's profile: its rollouts' place, and its tips in the words of its tools — the shell (its instructions
 * make rg, rg --files, sed -n and nl -ba the way to search and read) and apply_patch. It has no Read, Grep or
 * Glob tool and no sub-agent tool (multi-agent tools are an experimental opt-in of later versions), so the
 * patterns about those have no fix here.
 */
import { join, resolve } from 'node:path';
import { defineAgent } from '../agent-profile.js';

export const codexAgent = defineAgent({
  id: 'codex',
  title: 'Codex CLI',
  /** `$CODEX_HOME/sessions` (relative: from the home folder), else `~/.codex/sessions`. */
  locations: ({ env, homeDir }) => [
    env.CODEX_HOME !== undefined && env.CODEX_HOME !== ''
      ? { path: join(resolve(homeDir, env.CODEX_HOME), 'sessions'), source: 'Codex, $CODEX_HOME' }
      : { path: join(homeDir, '.codex', 'sessions'), source: 'Codex' },
  ],
  tools: { read: null, search: null, find: null, shell: 'shell', edit: 'apply_patch', delegate: null },
  words: {
    'bash-for-search': {
      title: 'Recursive grep, find or ls -R where rg does the job',
      fires:
        'a shell command runs a recursive grep (-r, -R, --recursive, or grep over a folder), a find by name or path (-name, -iname, -path, -regex) or ls -R',
      tip: 'Search with rg and list files with rg --files instead of a recursive grep, find -name or ls -R.',
      rationale:
        'rg is much faster than grep and find, skips ignored and binary files and names the file and line of each match; ' +
        'a recursive grep, find or ls -R walks every folder, build output and dependencies included, into the context.',
      example: 'Shell `grep -rn "def login" .` or `find . -name "*.py"` instead of `rg -n "def login"` or `rg --files -g "*.py"`.',
    },
    'edit-retry': {
      title: 'Failed patch retried at once',
      fires: 'an apply_patch fails (its expected lines were not found, its verification failed) and the next call patches the same file again',
      tip: "After a failed apply_patch, print the exact lines with sed -n 'A,Bp' FILE or nl -ba FILE and copy the patch's context lines verbatim from them; one precise patch beats retrying a guess.",
      rationale: 'A failed patch sends its whole text for nothing, and a patch retried from memory often fails the same way.',
      example: 'apply_patch of src/app.ts fails with "Failed to find expected lines in src/app.ts", and the next call is another apply_patch of src/app.ts.',
    },
    // no Read, Grep or Glob tool: it reads and searches with shell commands, which these detectors do not look at
    'grep-then-read-same': null,
    'read-without-limit': null,
    'repeated-glob': null,
    'repeated-read': null,
    'sequential-reads': null,
    // no sub-agent tool to hand the work to
    debugging: null,
    exploration: null,
    implementation: null,
    refactoring: null,
    // a streak there is the whole session, and there is nothing to advise
    'solo-streak': null,
  },
  features: { humanTurns: true, tokens: true, subagents: false },
  reader: async () => (await import('./index.js')).codexFormat,
});
