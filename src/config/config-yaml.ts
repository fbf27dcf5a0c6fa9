/**
 * The config's YAML read as plain data, or one ConfigError naming the file (and the line, where there is
 * one): bytes that are not UTF-8, a syntax error, a duplicate key, a tag other than YAML's own plain ones
 * (`!!js/function`, `!foo`), a key that is not plain text, a key that names an object's machinery
 * (`__proto__`, `constructor`, `prototype`), nesting deeper than a config has, or aliases that expand
 * without end (an alias bomb). Nothing of the YAML library escapes as a stack trace.
 */
import type { Document, LineCounter as LineCounterType, Node as YamlNode } from 'yaml';
import { ConfigError, errorMessage } from '../errors.js';
import { lazyYaml } from '../util/lazy-yaml.js';
import { firstInvalidUtf8, lineAtByte } from '../util/utf8-valid.js';

/** The bounds a config stays within, as data. */
export const CONFIG_YAML_LIMITS = {
  /** Aliases resolved at most while reading (the yaml package's own guard against a bomb). */
  maxAliasCount: 100,
  /** Mappings and lists inside one another (a config needs four). */
  maxDepth: 32,
} as const;

/** Keys that would reach an object's prototype in a careless reader. */
const MACHINERY_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** YAML's own tags for plain data; any other tag (a language's object, a custom type) is refused. */
const PLAIN_TAGS: ReadonlySet<string> = new Set(['str', 'int', 'float', 'bool', 'null', 'map', 'seq'].map((name) => `tag:yaml.org,2002:${name}`));

/** The text of config bytes: UTF-8 (a byte order mark is dropped), else a ConfigError naming the line. */
export function configText(bytes: Buffer, file: string): string {
  const bad = firstInvalidUtf8(bytes);
  if (bad >= 0)
    throw new ConfigError(
      `${file}:${lineAtByte(bytes, bad)}: the config is not UTF-8 text (byte 0x${hex(bytes[bad] ?? 0)} at offset ${bad}); save it as UTF-8`,
    );
  return bytes.toString('utf8').replace(/^\uFEFF/, '');
}

/** The config document as plain data (mappings, lists, strings, numbers, booleans, null). */
export function configValue(text: string, file: string): unknown {
  const yaml = lazyYaml();
  const lines = new yaml.LineCounter();
  let document: Document.Parsed;
  try {
    document = yaml.parseDocument(text, { prettyErrors: false, lineCounter: lines, uniqueKeys: true });
  } catch (error) {
    throw invalid(file, undefined, errorMessage(error));
  }
  const syntax = document.errors[0];
  if (syntax) throw invalid(file, lineOf(lines, syntax.pos[0]), syntax.message);
  checkNodes(document.contents, file, lines);
  try {
    return document.toJS({ maxAliasCount: CONFIG_YAML_LIMITS.maxAliasCount });
  } catch (error) {
    if (error instanceof ReferenceError)
      throw new ConfigError(`${file}: aliases expand more than ${CONFIG_YAML_LIMITS.maxAliasCount} times (an alias bomb?); write the values out`);
    throw invalid(file, undefined, errorMessage(error));
  }
}

/** Walks the nodes without recursion: tags, keys and depth. */
function checkNodes(root: YamlNode | null, file: string, lines: LineCounterType): void {
  const yaml = lazyYaml();
  const stack: Array<{ node: unknown; depth: number }> = [{ node: root, depth: 0 }];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const { node, depth } = next;
    if (!yaml.isNode(node)) continue;
    const line = lineOf(lines, node.range?.[0]);
    if (node.tag !== undefined && !PLAIN_TAGS.has(node.tag))
      throw new ConfigError(`${file}${at(line)}: the tag ${node.tag.replace(/^tag:yaml\.org,2002:/, '!!')} is not allowed; a config holds plain values`);
    if (!yaml.isCollection(node)) continue;
    if (depth >= CONFIG_YAML_LIMITS.maxDepth)
      throw new ConfigError(`${file}${at(line)}: nested more than ${CONFIG_YAML_LIMITS.maxDepth} levels deep, deeper than any config`);
    for (const item of node.items) {
      if (!yaml.isPair(item)) {
        stack.push({ node: item, depth: depth + 1 });
        continue;
      }
      if (!yaml.isScalar(item.key)) throw new ConfigError(`${file}${at(lineOf(lines, nodeStart(item.key) ?? node.range?.[0]))}: a key must be plain text`);
      const key = String(item.key.value);
      if (MACHINERY_KEYS.has(key)) throw new ConfigError(`${file}${at(lineOf(lines, item.key.range?.[0]))}: the key ${key} is not allowed`);
      stack.push({ node: item.value, depth: depth + 1 });
    }
  }
}

function nodeStart(node: unknown): number | undefined {
  return lazyYaml().isNode(node) ? node.range?.[0] : undefined;
}

function invalid(file: string, line: number | undefined, message: string): ConfigError {
  const reason = /call stack/i.test(message)
    ? `nested more than ${CONFIG_YAML_LIMITS.maxDepth} levels deep, deeper than any config`
    : `invalid YAML: ${message.split('\n')[0]?.replace(/ at line \d+, column \d+:?$/, '')}`;
  return new ConfigError(`${file}${at(line)}: ${reason}`);
}

function lineOf(lines: LineCounterType, offset: number | undefined): number | undefined {
  return offset === undefined ? undefined : lines.linePos(offset).line;
}

function at(line: number | undefined): string {
  return line !== undefined ? `:${line}` : '';
}

function hex(byte: number): string {
  return byte.toString(16).padStart(2, '0');
}
