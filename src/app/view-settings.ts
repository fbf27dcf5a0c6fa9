/** The settings of the views, from the config and the command's options. */
import type { TipMinerConfig } from '../config/load-config.js';
import { configuredTools, proposalSettingsOf, routingSettings } from '../config/stage-settings.js';
import type { DeclaredSources } from './project-tools.js';
import type { ViewSettings } from './refresh-views.js';
import { RepoAliases } from '../config/repo-aliases.js';

export interface ViewOptions {
  includeFailed: boolean;
  /** `--project-dir`: its repository and the tools the folder declares (with the config's). */
  project?: { repo: string; declared: DeclaredSources };
}

export function viewSettingsOf(config: TipMinerConfig, memoryDir: string, options: ViewOptions): ViewSettings {
  return {
    memoryDir,
    includeFailed: options.includeFailed,
    proposals: proposalSettingsOf(config, memoryDir, options.includeFailed),
    routing: routingSettings(config),
    configTools: configuredTools(config).map((tool) => ({ tool, source: 'config' as const })),
    aliases: new RepoAliases(config.tip_miner.repos),
    effects: { minSessions: config.tip_miner.tip_min_sessions, factor: config.tip_miner.ineffective_tip_factor },
    ...(options.project && { project: options.project }),
  };
}
