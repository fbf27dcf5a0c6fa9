import { describe, expect, it } from 'vitest';
import { dataHome } from '../../src/config/data-home.js';
import type { Host } from '../../src/util/host.js';

const HOME = '/home/ana';
const CWD = '/work/repo';

describe('dataHome', () => {
  it.each<[string, NodeJS.Platform, Record<string, string>, string]>([
    ['Linux default', 'linux', {}, '/home/ana/.local/share/tip-miner'],
    ['Linux, $XDG_DATA_HOME', 'linux', { XDG_DATA_HOME: '/data/xdg' }, '/data/xdg/tip-miner'],
    ['Linux, a relative $XDG_DATA_HOME is invalid and ignored', 'linux', { XDG_DATA_HOME: 'xdg' }, '/home/ana/.local/share/tip-miner'],
    ['FreeBSD as Linux', 'freebsd', {}, '/home/ana/.local/share/tip-miner'],
    ['macOS', 'darwin', { XDG_DATA_HOME: '/data/xdg' }, '/home/ana/Library/Application Support/tip-miner'],
    ['Windows, %LOCALAPPDATA%', 'win32', { LOCALAPPDATA: '/users/ana/AppData/Local' }, '/users/ana/AppData/Local/tip-miner'],
    ['Windows without %LOCALAPPDATA%', 'win32', {}, '/home/ana/AppData/Local/tip-miner'],
    ['$TIP_MINER_HOME wins everywhere', 'darwin', { TIP_MINER_HOME: '/srv/tip-miner' }, '/srv/tip-miner'],
    ['a relative $TIP_MINER_HOME is taken from the working folder', 'linux', { TIP_MINER_HOME: '.tip-miner' }, '/work/repo/.tip-miner'],
    ['an empty $TIP_MINER_HOME is unset', 'linux', { TIP_MINER_HOME: '' }, '/home/ana/.local/share/tip-miner'],
  ])('%s', (_name, platform, env, expected) => {
    const host: Host = { env, homeDir: HOME, platform };
    expect(dataHome(host, CWD)).toBe(expected);
  });
});
