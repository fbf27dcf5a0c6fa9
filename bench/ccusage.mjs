/**
 * ccusage side by side (issue 16): the last JavaScript release (18.0.11, `node dist/index.js`) and the
 * current native binary (@ccusage/ccusage-linux-x64), each run as `ccusage session --json --offline`
 * with CLAUDE_CONFIG_DIR at the corpus's Claude Code folder — the median wall time of `runs`. Installed
 * once into bench/.cache/ccusage from the npm registry; a version that cannot be installed or run here
 * (no network, another platform) is skipped with the reason.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

const PACKAGES = ['ccusage@18.0.11', '@ccusage/ccusage-linux-x64'];

/** The ccusage commands to time: [name, command, args] (those installed). */
function ccusageCommands(cacheDir) {
  const prefix = join(cacheDir, 'ccusage');
  const js = join(prefix, 'node_modules', 'ccusage', 'dist', 'index.js');
  const native = join(prefix, 'node_modules', '@ccusage', 'ccusage-linux-x64', 'bin', 'ccusage');
  if (!existsSync(js) || !existsSync(native)) {
    mkdirSync(prefix, { recursive: true });
    try {
      execFileSync('npm', ['install', '--no-audit', '--no-fund', '--no-save', '--prefix', prefix, ...PACKAGES], { stdio: 'ignore' });
    } catch {
      // one of them may be for another platform: what was installed is used below
    }
  }
  const commands = [];
  const skipped = [];
  if (existsSync(js)) commands.push(['ccusage 18.0.11', process.execPath, [js]]);
  else skipped.push('ccusage 18.0.11: not installed (no registry?)');
  if (process.platform === 'linux' && process.arch === 'x64' && existsSync(native)) {
    chmodSync(native, 0o755);
    commands.push(['ccusage native', native, []]);
  } else skipped.push(`ccusage native: no binary for ${process.platform}-${process.arch} here`);
  return { commands, skipped };
}

/** Median milliseconds of each ccusage over the Claude Code folder `claudeDir` (the one holding projects/). */
export function measureCcusage(cacheDir, claudeDir, runs) {
  const { commands, skipped } = ccusageCommands(cacheDir);
  const results = [];
  for (const [name, command, args] of commands) {
    const times = [];
    let failure;
    for (let run = 0; run < runs && failure === undefined; run++) {
      const started = performance.now();
      const done = spawnSync(command, [...args, 'session', '--json', '--offline'], {
        env: { ...process.env, CLAUDE_CONFIG_DIR: claudeDir },
        encoding: 'utf8',
        maxBuffer: 1 << 26,
      });
      times.push(performance.now() - started);
      if (done.status !== 0) failure = (done.stderr || `exit ${done.status}`).split('\n')[0];
    }
    if (failure !== undefined) skipped.push(`${name}: ${failure}`);
    else results.push({ name, ms: [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] });
  }
  return { results, skipped };
}
