/**
 * A command's options as data, read by both parsers: commander (addOptions: help, errors, everything)
 * and the fast path of the small commands (parseKnownOptions: `tips` and the hooks start without
 * loading commander). The fast parser accepts only what it is sure commander reads the same way —
 * known options with a plain value — and gives up on anything else, which then goes to commander.
 */
import type { Command } from 'commander';

export interface OptionSpec {
  /** As commander takes it: `--name <value>` or `--name` (a switch). */
  flags: string;
  description: string;
  /** Turns the value into the option's; throws OptionValueError when it is not one. */
  parse?: (value: string) => unknown;
}

/** A value an option does not take. Commander knows it by its code (as its own InvalidArgumentError) and prints its message. */
export class OptionValueError extends Error {
  readonly code = 'commander.invalidArgument';
  readonly exitCode = 1;
}

export function addOptions(command: Command, specs: readonly OptionSpec[]): Command {
  for (const spec of specs) {
    if (spec.parse) command.option(spec.flags, spec.description, spec.parse);
    else command.option(spec.flags, spec.description);
  }
  return command;
}

/** `--max-count <n>` → `--max-count`. */
function longFlag(spec: OptionSpec): string {
  return spec.flags.split(' ', 1)[0] ?? spec.flags;
}

/** The key of the option's value, as commander names it: `--max-count` → `maxCount`. */
function optionKey(spec: OptionSpec): string {
  return longFlag(spec)
    .slice(2)
    .replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase());
}

/**
 * The options in `args` (`--name value`, `--name=value`, `--switch`; the last of a repeated option wins),
 * or undefined when `args` holds anything else — an argument, an unknown option, `--help`, a missing or
 * invalid value, a value that looks like an option — for commander to read (and explain).
 */
export function parseKnownOptions(specs: readonly OptionSpec[], args: readonly string[]): Record<string, unknown> | undefined {
  const byFlag = new Map(specs.map((spec) => [longFlag(spec), spec]));
  const options: Record<string, unknown> = {};
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] ?? '';
    const equals = arg.indexOf('=');
    const flag = equals > 0 ? arg.slice(0, equals) : arg;
    const spec = arg.startsWith('--') ? byFlag.get(flag) : undefined;
    if (spec === undefined) return undefined;
    const takesValue = spec.flags.includes(' <');
    if (!takesValue) {
      if (equals > 0) return undefined;
      options[optionKey(spec)] = true;
      continue;
    }
    const value = equals > 0 ? arg.slice(equals + 1) : args[++index];
    if (value === undefined || value === '' || value.startsWith('-')) return undefined;
    try {
      options[optionKey(spec)] = spec.parse ? spec.parse(value) : value;
    } catch {
      return undefined;
    }
  }
  return options;
}
