import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, parseConfig } from '../../src/config/load-config.js';
import { OPTIMIZATION_KEYS, TIP_MINER_KEYS } from '../../src/config/schema.js';
import { ConfigError } from '../../src/errors.js';
import { repoRoot } from '../helpers/paths.js';

function folderWith(config?: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'tip-miner-config-'));
  if (config !== undefined) writeFileSync(join(folder, 'agent-framework.yaml'), config);
  return folder;
}

/** The working folder and a data home of their own (no config file in either unless written). */
function places(config?: string) {
  return { cwd: folderWith(config), dataHome: folderWith() };
}

describe('loadConfig', () => {
  it('uses defaults when there is no config file: the database and memory in the data home, sessions_dir in the working folder', () => {
    const where = places();
    const config = loadConfig(undefined, where);
    expect(config.file).toBeUndefined();
    expect(config.optimization).toEqual({ enable_tool_pattern_tips: true, tool_tips_max_chars: 1500, tool_tips_max_count: 5 });
    expect(config.tip_miner.sessions_dir).toBe(join(where.cwd, 'logs/sessions'));
    expect(config.tip_miner.db).toBe(join(where.dataHome, 'tip-miner.db'));
    expect(config.tip_miner.memory_dir).toBe(join(where.dataHome, 'memory'));
  });

  it("reads ./agent-framework.yaml, leaves the framework's own sections alone, resolves the paths it gives from its folder", () => {
    const where = places(
      'agents:\n  - name: engineer\noptimization:\n  tool_tips_max_count: 3\n  some_framework_key: 1\ntip_miner:\n  sessions_dir: ../logs\n  db: state/h.db\n',
    );
    const config = loadConfig(undefined, where);
    expect(config.file).toBe(join(where.cwd, 'agent-framework.yaml'));
    expect(config.optimization.tool_tips_max_count).toBe(3);
    expect(config.tip_miner.sessions_dir).toBe(join(where.cwd, '../logs'));
    expect(config.tip_miner.db).toBe(join(where.cwd, 'state/h.db'));
    expect(config.tip_miner.memory_dir).toBe(join(where.dataHome, 'memory'));
  });

  it("reads the data home's agent-framework.yaml when the working folder has none; the working folder's wins", () => {
    const where = places();
    writeFileSync(join(where.dataHome, 'agent-framework.yaml'), 'optimization:\n  tool_tips_max_count: 2\n');
    expect(loadConfig(undefined, where)).toMatchObject({ file: join(where.dataHome, 'agent-framework.yaml'), optimization: { tool_tips_max_count: 2 } });
    writeFileSync(join(where.cwd, 'agent-framework.yaml'), 'optimization:\n  tool_tips_max_count: 4\n');
    expect(loadConfig(undefined, where)).toMatchObject({ file: join(where.cwd, 'agent-framework.yaml'), optimization: { tool_tips_max_count: 4 } });
  });

  it('fails when the file named by --config does not exist', () => {
    expect(() => loadConfig('missing.yaml', places())).toThrow(new ConfigError('config file not found: missing.yaml'));
  });

  it.each([
    ['tip_miner:\n  sesions_dir: x\n', 'unknown key tip_miner.sesions_dir'],
    ['optimization:\n  tool_tips_max_chars: "many"\n', 'optimization.tool_tips_max_chars must be a whole number above 0, not "many"'],
    ['optimization:\n  enable_tool_pattern_tips: yes please\n', 'optimization.enable_tool_pattern_tips must be true or false'],
    ['tip_miner:\n  max_line_bytes: -1\n', 'tip_miner.max_line_bytes must be a whole number above 0'],
    ['tip_miner: [1, 2]\n', 'tip_miner must be a mapping'],
    ['- just\n- a list\n', 'the config must be a mapping of sections'],
    ['tip_miner:\n  db: [unclosed\n', 'invalid YAML'],
    ['tip_miner:\n  detectors:\n    seqential-reads: {}\n', 'unknown detector tip_miner.detectors.seqential-reads'],
    ['tip_miner:\n  detectors:\n    sequential-reads:\n      windw: 4\n', 'unknown key tip_miner.detectors.sequential-reads.windw'],
    ['tip_miner:\n  detectors:\n    sequential-reads:\n      window: 0\n', 'tip_miner.detectors.sequential-reads.window must be a whole number above 0'],
    ['tip_miner:\n  detectors:\n    edit-retry:\n      enabled: "no"\n', 'tip_miner.detectors.edit-retry.enabled must be true or false'],
    ['tip_miner:\n  repos: [acme/widgets]\n', 'tip_miner.repos must be a mapping of repository names to their aliases'],
    ['tip_miner:\n  repos:\n    acme/widgets: [widgets, 3]\n', 'tip_miner.repos.acme/widgets[1] must be a non-empty name, not 3'],
    ['tip_miner:\n  repos:\n    acme/widgets: ""\n', 'tip_miner.repos.acme/widgets must be a non-empty name'],
    ['tip_miner:\n  repos:\n    a/x: [app]\n    b/x: [APP]\n', 'tip_miner.repos.b/x: APP is already a name of a/x'],
  ])('rejects %j naming the key', (text, message) => {
    expect(() => parseConfig(text, '/cfg/agent-framework.yaml')).toThrow(ConfigError);
    expect(() => parseConfig(text, '/cfg/agent-framework.yaml')).toThrow(message);
  });

  it('reads the aliases of repositories: a list or one name, matched without case', () => {
    const config = parseConfig('tip_miner:\n  repos:\n    Acme/Widgets: [widgets, Widgets-Old]\n    tools: acme__tools\n', '/cfg/agent-framework.yaml');
    expect(config.tip_miner.repos).toEqual([
      { repo: 'acme/widgets', aliases: ['widgets', 'Widgets-Old'] },
      { repo: 'tools', aliases: ['acme__tools'] },
    ]);
  });

  it('reads per-detector settings', () => {
    const config = parseConfig('tip_miner:\n  detectors:\n    edit-retry:\n      enabled: false\n    sequential-reads:\n      window: 7\n', '/cfg/a.yaml');
    expect(config.tip_miner.detectors).toEqual({
      'edit-retry': { enabled: false, options: {} },
      'sequential-reads': { enabled: true, options: { window: 7 } },
    });
  });

  it('documents every key in agent-framework.yaml.example, and the example loads', () => {
    const example = readFileSync(join(repoRoot, 'agent-framework.yaml.example'), 'utf8');
    for (const key of [...Object.keys(OPTIMIZATION_KEYS), ...Object.keys(TIP_MINER_KEYS)]) expect(example).toMatch(new RegExp(`^\\s+#?\\s*${key}:`, 'm'));
    expect(() => parseConfig(example, join(repoRoot, 'agent-framework.yaml.example'))).not.toThrow();
  });
});
