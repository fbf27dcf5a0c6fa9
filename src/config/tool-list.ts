/**
 * `tip_miner.routing_tools`: the tools routing may suggest besides those seen in the logs. A list whose
 * items are a name, or a mapping with `name` and an optional `description`; anything else names the
 * item that is wrong.
 */
import { ConfigError } from '../errors.js';

export interface ConfiguredTool {
  name: string;
  description?: string;
}

export function checkToolList(key: string, value: unknown, file: string): ConfiguredTool[] {
  if (!Array.isArray(value)) throw new ConfigError(`${file}: ${key} must be a list of tools (name, description)`);
  return value.map((item, index) => {
    const where = `${key}[${index}]`;
    if (typeof item === 'string' && item.trim() !== '') return { name: item.trim() };
    if (typeof item !== 'object' || item === null || Array.isArray(item))
      throw new ConfigError(`${file}: ${where} must be a tool name or a mapping with name and description`);
    const { name, description, ...rest } = item as Record<string, unknown>;
    const unknown = Object.keys(rest);
    if (unknown.length > 0) throw new ConfigError(`${file}: unknown key ${where}.${unknown[0]} (known: name, description)`);
    if (typeof name !== 'string' || name.trim() === '') throw new ConfigError(`${file}: ${where}.name must be a non-empty string, not ${JSON.stringify(name)}`);
    if (description !== undefined && typeof description !== 'string')
      throw new ConfigError(`${file}: ${where}.description must be a string, not ${JSON.stringify(description)}`);
    return { name: name.trim(), ...(description !== undefined && description.trim() !== '' && { description: description.trim() }) };
  });
}
