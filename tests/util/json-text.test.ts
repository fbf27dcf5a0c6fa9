import { describe, expect, it } from 'vitest';
import {
  appendItem,
  JsonTextError,
  memberOf,
  parseJsonText,
  removeChild,
  setMember,
  type JsonArrayNode,
  type JsonObjectNode,
} from '../../src/util/json-text.js';

function root(text: string): JsonObjectNode {
  const node = parseJsonText(text);
  if (node.kind !== 'object') throw new Error('not an object');
  return node;
}

describe('parseJsonText', () => {
  it('gives each value its place in the text, and JSON.parse its value', () => {
    const text = '{\n  "a": [1, "x\\"y", true, null],\n  "__proto__": {"b": -1.5e3}\n}\n';
    const node = root(text);
    expect(node.members.map((member) => member.key)).toEqual(['a', '__proto__']);
    const a = memberOf(node, 'a')!.value as JsonArrayNode;
    expect(a.items.map((item) => text.slice(item.start, item.end))).toEqual(['1', '"x\\"y"', 'true', 'null']);
    expect(a.items.map((item) => (item.kind === 'scalar' ? item.value : undefined))).toEqual([1, 'x"y', true, null]);
    expect(text.slice(memberOf(node, '__proto__')!.value.start, memberOf(node, '__proto__')!.value.end)).toBe('{"b": -1.5e3}');
  });

  it.each([
    ['a line comment', '{\n  // mine\n  "a": 1\n}', /line 2, column 3: a comment/],
    ['a block comment', '{ /* x */ }', /line 1, column 3: a comment/],
    ['a trailing comma', '{"a": 1,}', /'}' where a key in double quotes was expected/],
    ['a duplicate key', '{"a": 1, "a": 2}', /the key "a" appears twice/],
    ['a second value', '{} {}', /more text after the JSON value/],
    ['an empty text', '', /the text ends where a value was expected/],
    ['an unclosed string', '{"a', /a string is not closed/],
    ['a raw control character in a string', '{"a": "x\ny"}', /a control character or a bad escape/],
    ['a single-quoted string', "{'a': 1}", /''' where a key/],
    ['nesting beyond the bound', `${'['.repeat(300)}${']'.repeat(300)}`, /nested more than 256 levels/],
  ])('refuses %s, naming where', (_name, text, message) => {
    expect(() => parseJsonText(text)).toThrow(JsonTextError);
    expect(() => parseJsonText(text)).toThrow(message);
  });

  it('keeps a leading BOM out of the value', () => {
    expect(parseJsonText('\uFEFF{"a": 1}').kind).toBe('object');
  });
});

describe('edits change only what they are asked to, and removing what was added gives the text back', () => {
  it.each([
    ['two spaces', '{\n  "model": "opus",\n  "n": 1.50\n}\n', '{\n  "model": "opus",\n  "n": 1.50,\n  "hooks": {\n    "a": [\n      1\n    ]\n  }\n}\n'],
    ['four spaces', '{\n    "model": "opus"\n}\n', '{\n    "model": "opus",\n    "hooks": {\n        "a": [\n            1\n        ]\n    }\n}\n'],
    ['tabs', '{\n\t"model": "opus"\n}\n', '{\n\t"model": "opus",\n\t"hooks": {\n\t\t"a": [\n\t\t\t1\n\t\t]\n\t}\n}\n'],
    ['CRLF', '{\r\n  "model": "opus"\r\n}\r\n', '{\r\n  "model": "opus",\r\n  "hooks": {\r\n    "a": [\r\n      1\r\n    ]\r\n  }\r\n}\r\n'],
    ['one line', '{"model": "opus"}', '{"model": "opus", "hooks": { "a": [1] }}'],
    ['an empty object alone', '{}\n', '{\n  "hooks": {\n    "a": [\n      1\n    ]\n  }\n}\n'],
  ])('%s', (_name, before, after) => {
    const added = setMember(before, root(before), 'hooks', { a: [1] });
    expect(added).toBe(after);
    const node = root(added);
    expect(
      removeChild(
        added,
        node,
        node.members.findIndex((member) => member.key === 'hooks'),
      ),
    ).toBe(before);
  });

  it('appends to an array written on one line as the line has it, and to one with an item per line as that', () => {
    const text = '{\n  "a": [{ "x": 1 }],\n  "b": [\n    2\n  ]\n}\n';
    const a = memberOf(root(text), 'a')!.value as JsonArrayNode;
    const withA = appendItem(text, a, { y: [2] });
    expect(withA).toBe('{\n  "a": [{ "x": 1 }, { "y": [2] }],\n  "b": [\n    2\n  ]\n}\n');
    const b = memberOf(root(withA), 'b')!.value as JsonArrayNode;
    expect(appendItem(withA, b, 3)).toBe('{\n  "a": [{ "x": 1 }, { "y": [2] }],\n  "b": [\n    2,\n    3\n  ]\n}\n');
  });

  it('replaces a value in place and removes a first item with the comma after it', () => {
    const text = '{ "a": [1, 2, 3], "t": 5 }';
    const node = root(text);
    expect(setMember(text, node, 't', 10)).toBe('{ "a": [1, 2, 3], "t": 10 }');
    const a = memberOf(node, 'a')!.value as JsonArrayNode;
    expect(removeChild(text, a, 0)).toBe('{ "a": [2, 3], "t": 5 }');
    expect(removeChild(text, a, 1)).toBe('{ "a": [1, 3], "t": 5 }');
  });
});
