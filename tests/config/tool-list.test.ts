/**
 * The routing keys of agent-framework.yaml: `tip_miner.routing_tools` (names or {name, description}),
 * the routing settings with their defaults, and errors that name the key at fault.
 */
import { describe, expect, it } from 'vitest';
import { defaultConfig, parseConfig } from '../../src/config/load-config.js';
import { ConfigError } from '../../src/errors.js';
import { configuredTools, routingSettings } from '../../src/config/stage-settings.js';

const FILE = '/cfg/agent-framework.yaml';

describe('tip_miner.routing_tools', () => {
  it('takes names and {name, description} mappings, trimmed; an empty description is left out', () => {
    const config = parseConfig(
      [
        'tip_miner:',
        '  routing_tools:',
        '    - mcp__github__create_pull_request',
        '    - "  /deploy  "',
        '    - name: skill:pdf',
        '      description: "  Fill PDF forms "',
        '    - name: mcp__linear',
        '    - name: run_checks',
        '      description: ""',
        '',
      ].join('\n'),
      FILE,
    );
    expect(config.tip_miner.routing_tools).toEqual([
      { name: 'mcp__github__create_pull_request' },
      { name: '/deploy' },
      { name: 'skill:pdf', description: 'Fill PDF forms' },
      { name: 'mcp__linear' },
      { name: 'run_checks' },
    ]);
    expect(configuredTools(config)).toEqual([
      { name: 'mcp__github__create_pull_request', origin: FILE },
      { name: '/deploy', origin: FILE },
      { name: 'skill:pdf', description: 'Fill PDF forms', origin: FILE },
      { name: 'mcp__linear', origin: FILE },
      { name: 'run_checks', origin: FILE },
    ]);
  });

  it('takes an empty list', () => {
    expect(parseConfig('tip_miner:\n  routing_tools: []\n', FILE).tip_miner.routing_tools).toEqual([]);
  });

  it.each([
    ['not a list', 'tip_miner:\n  routing_tools: mcp__github\n', `${FILE}: tip_miner.routing_tools must be a list of tools (name, description)`],
    ['a mapping, not a list', 'tip_miner:\n  routing_tools:\n    name: mcp__github\n', 'tip_miner.routing_tools must be a list of tools'],
    [
      'an item that is a number',
      'tip_miner:\n  routing_tools:\n    - mcp__github\n    - 42\n',
      'tip_miner.routing_tools[1] must be a tool name or a mapping with name and description',
    ],
    ['an item that is a list', 'tip_miner:\n  routing_tools:\n    - [a, b]\n', 'tip_miner.routing_tools[0] must be a tool name or a mapping'],
    ['an empty name string', 'tip_miner:\n  routing_tools:\n    - "  "\n', 'tip_miner.routing_tools[0] must be a tool name or a mapping'],
    [
      'an item without name',
      'tip_miner:\n  routing_tools:\n    - description: Fill PDF forms\n',
      'tip_miner.routing_tools[0].name must be a non-empty string, not undefined',
    ],
    ['a name that is not a string', 'tip_miner:\n  routing_tools:\n    - name: 7\n', 'tip_miner.routing_tools[0].name must be a non-empty string, not 7'],
    [
      'an unknown key in an item',
      'tip_miner:\n  routing_tools:\n    - name: skill:pdf\n      descripton: typo\n',
      'unknown key tip_miner.routing_tools[0].descripton (known: name, description)',
    ],
    [
      'a description that is not a string',
      'tip_miner:\n  routing_tools:\n    - x\n    - name: skill:pdf\n      description: [a]\n',
      'tip_miner.routing_tools[1].description must be a string, not ["a"]',
    ],
    [
      'a null description',
      'tip_miner:\n  routing_tools:\n    - name: skill:pdf\n      description:\n',
      'tip_miner.routing_tools[0].description must be a string, not null',
    ],
  ])('rejects %s, naming the key', (_, text, message) => {
    expect(() => parseConfig(text, FILE)).toThrow(ConfigError);
    expect(() => parseConfig(text, FILE)).toThrow(message);
  });
});

describe('routing settings', () => {
  it('default to threshold 0.6, 2 suggestions, 5 calls of cooldown, 20 events, no tools', () => {
    for (const config of [defaultConfig({ cwd: '/cfg', dataHome: '/home/u/.local/share/tip-miner' }), parseConfig('tip_miner:\n  repo: acme/webapp\n', FILE)]) {
      expect(config.tip_miner).toMatchObject({
        routing_confidence_threshold: 0.6,
        routing_max_suggestions: 2,
        routing_cooldown_calls: 5,
        routing_min_events: 20,
        routing_tools: [],
      });
      expect(routingSettings(config)).toEqual({ threshold: 0.6, maxPerSession: 2, cooldownCalls: 5, minEventsForLearned: 20 });
      expect(configuredTools(config)).toEqual([]);
    }
  });

  it('reads the four settings from the config', () => {
    const config = parseConfig(
      'tip_miner:\n  routing_confidence_threshold: 0.75\n  routing_max_suggestions: 3\n  routing_cooldown_calls: 8\n  routing_min_events: 50\n',
      FILE,
    );
    expect(routingSettings(config)).toEqual({ threshold: 0.75, maxPerSession: 3, cooldownCalls: 8, minEventsForLearned: 50 });
  });

  it.each([0, 1, 0.5])('takes the threshold %s (the ends included)', (value) => {
    expect(parseConfig(`tip_miner:\n  routing_confidence_threshold: ${value}\n`, FILE).tip_miner.routing_confidence_threshold).toBe(value);
  });

  it.each([
    ['1.5', 'tip_miner.routing_confidence_threshold must be a number from 0 to 1, not 1.5'],
    ['-0.1', 'tip_miner.routing_confidence_threshold must be a number from 0 to 1, not -0.1'],
    ['"high"', 'tip_miner.routing_confidence_threshold must be a number from 0 to 1, not "high"'],
    ['.nan', 'tip_miner.routing_confidence_threshold must be a number from 0 to 1'],
  ])('rejects the threshold %s', (value, message) => {
    expect(() => parseConfig(`tip_miner:\n  routing_confidence_threshold: ${value}\n`, FILE)).toThrow(message);
  });

  it.each([
    ['routing_max_suggestions', '0'],
    ['routing_cooldown_calls', '2.5'],
    ['routing_min_events', '-1'],
  ])('rejects %s: %s', (key, value) => {
    expect(() => parseConfig(`tip_miner:\n  ${key}: ${value}\n`, FILE)).toThrow(`tip_miner.${key} must be a whole number above 0, not ${value}`);
  });

  it('rejects an unknown routing key (typo) naming it', () => {
    expect(() => parseConfig('tip_miner:\n  routing_treshold: 0.5\n', FILE)).toThrow('unknown key tip_miner.routing_treshold');
  });
});
