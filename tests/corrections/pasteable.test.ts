import { describe, expect, it } from 'vitest';
import { imperativeRule } from '../../src/corrections/content.js';
import { isImperative, oneOffPaths, pasteFailure } from '../../src/corrections/pasteable.js';

describe('the paste-able gate', () => {
  it.each([
    // paste-able as they are
    ['Use pnpm', 'language:javascript', undefined],
    ["Don't add docstrings unless asked", 'universal', undefined],
    ['No emojis in commit messages', 'universal', undefined],
    ['Always lint before you push', 'universal', undefined],
    ['Never force-push to main', 'universal', undefined],
    ['Make sure that the tests pass before committing', 'universal', undefined],
    ['Keep functions that return errors small', 'language:go', undefined],
    ['Use tabs in this repo', 'project:acme', undefined],
    ['Avoid eval()', 'language:javascript', undefined],
    ["Don't edit package.json by hand", 'universal', undefined],
    ['Use node.js 20 features', 'language:javascript', undefined],
    // pointing at the task at hand
    ['Change it back', 'universal', 'task-reference'],
    ["Don't use eval here", 'universal', 'task-reference'],
    ['Put that in the other file', 'universal', 'task-reference'],
    ['Use these instead', 'universal', 'task-reference'],
    // not an imperative
    ['We also need to copy the logo into the docs site', 'universal', 'not-imperative'],
    ['The login page does not load', 'universal', 'not-imperative'],
    ['Tests for every endpoint', 'universal', 'not-imperative'],
    ['I think the library is setting the style', 'project:acme', 'not-imperative'],
    // too long
    [`Write ${'very '.repeat(20)}long rules`, 'universal', 'too-long'],
    // a one-off file is a project's rule only
    ["Don't edit src/config.rs", 'universal', 'one-off-path'],
    ["Don't edit src/config.rs", 'language:rust', 'one-off-path'],
    ["Don't edit src/config.rs", 'project:acme', undefined],
    ['Run scripts/check.sh before pushing', 'project:acme', undefined],
  ])('%s (%s) → %s', (rule, scope, failure) => {
    expect(pasteFailure(rule, scope)).toBe(failure);
  });

  it.each([
    ['run the tests', true],
    ['always run the tests', true],
    ["don't add comments", true],
    ['no comments', true],
    ['never skip hooks', true],
    ['the tests fail', false],
    ['maybe use a map', false],
    ['we should use a map', false],
  ])('isImperative(%s) = %s', (rule, imperative) => {
    expect(isImperative(rule)).toBe(imperative);
  });

  it.each([
    ["don't edit src/config.rs or main.rs", ['src/config.rs', 'main.rs']],
    ['keep package.json and CLAUDE.md sorted', []],
    ['use and/or in docs, tabs/spaces either', []],
    ['see https://example.com/a/b.html and e.g. v1.2.3', []],
    ['run ./scripts/check before pushing', ['./scripts/check']],
    ['do not log with console.log', []],
  ])('oneOffPaths(%s) = %j', (rule, paths) => {
    expect(oneOffPaths(rule)).toEqual(paths);
  });

  it('rules made imperative by the templates pass; task requests and failure reports do not', () => {
    expect(pasteFailure(imperativeRule('we use pnpm, not npm'), 'language:javascript')).toBeUndefined();
    expect(pasteFailure(imperativeRule('from now on, always lint before you push!'), 'universal')).toBeUndefined();
    expect(pasteFailure(imperativeRule('I told you to run the formatter first'), 'universal')).toBeUndefined();
    expect(pasteFailure(imperativeRule('we also need to copy the logo into the docs site'), 'universal')).toBe('not-imperative');
    expect(pasteFailure(imperativeRule('still broken, maybe the cache?'), 'universal')).toBe('not-imperative');
    expect(pasteFailure(imperativeRule("the login page doesn't load :("), 'universal')).toBe('not-imperative');
  });
});
