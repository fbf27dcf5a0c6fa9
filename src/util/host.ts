/**
 * What a run knows of the machine it runs on — the environment, the user's home folder, the platform —
 * given to it, never read from the process below the CLI (tests run in a made-up home).
 */
export interface Host {
  /** Environment variables: TIP_MINER_HOME, XDG_DATA_HOME, LOCALAPPDATA, CLAUDE_CONFIG_DIR, CODEX_HOME. */
  env: Readonly<Record<string, string | undefined>>;
  /** The user's home folder. */
  homeDir: string;
  platform: NodeJS.Platform;
}
