import { chmodSync, existsSync, lstatSync, mkdirSync, readFileSync, realpathSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.js';
import { BLOCK_END, BLOCK_START, readMemoryFile, updateMemoryBlock, type BlockRule } from '../../src/store/memory-file-block.js';
import { stateDir } from '../helpers/cli.js';

const universal = (content: string): BlockRule => ({ content, scope: 'universal' });
const count = (text: string, marker: string): number => text.split(marker).length - 1;
const claudeMd = (content?: string): string => {
  const path = join(stateDir(), 'CLAUDE.md');
  if (content !== undefined) writeFileSync(path, content);
  return path;
};
const read = (path: string): string => readFileSync(path, 'utf8');

describe('updateMemoryBlock', () => {
  it('creates a missing file holding only the block', () => {
    const path = claudeMd();
    expect(existsSync(path)).toBe(false);
    const outcome = updateMemoryBlock(path, [universal('Run the tests before committing')], { cwd: dirname(path) });
    expect(outcome).toEqual({ path, changed: true, written: ['Run the tests before committing'], alreadyStated: [] });
    const text = read(path);
    expect(text.startsWith(`${BLOCK_START}\n`)).toBe(true);
    expect(text.endsWith(`${BLOCK_END}\n`)).toBe(true);
    expect(text).toContain('\n- Run the tests before committing\n');
    expect(count(text, BLOCK_START)).toBe(1);
    expect(count(text, BLOCK_END)).toBe(1);
  });

  it.each<[string, string | undefined, BlockRule[], string | undefined]>([
    ['no file and no rule: no file', undefined, [], undefined],
    ['a file without a block and no rule: no empty block', '# Project\n', [], '# Project\n'],
    ['every rule already stated: no block', '# Project\n\n- Use uv\n', [universal('use uv')], '# Project\n\n- Use uv\n'],
    [
      'a block and no rule left: the block is emptied, not removed',
      `# Project\n${BLOCK_START}\n- Old rule\n${BLOCK_END}\n`,
      [],
      `# Project\n${BLOCK_START}\n## Learned rules\n\n_Approved with \`tip-miner review\`. tip-miner rewrites this block; edit outside it._\n\n${BLOCK_END}\n`,
    ],
  ])('with nothing to write: %s', (_name, before, rules, after) => {
    const path = claudeMd(before);
    updateMemoryBlock(path, rules, { cwd: dirname(path) });
    expect(existsSync(path) ? read(path) : undefined).toBe(after);
  });

  it("lists the rules a file's block holds, without their language labels", () => {
    const path = claudeMd('# Project\n');
    updateMemoryBlock(path, [universal('Run the tests before committing'), { content: 'Use type hints', scope: 'language:python' }], { cwd: dirname(path) });
    expect(readMemoryFile(path, { cwd: dirname(path) })).toEqual({ paths: [path], blockRules: ['Run the tests before committing', 'Use type hints'] });
    expect(readMemoryFile(claudeMd(), { cwd: dirname(path) }).blockRules).toEqual([]);
  });

  it.each([
    ['ends with a newline', '# Project\n\nSome notes.\n'],
    ['ends without a newline', '# Project\n\nSome notes.'],
    ['ends with a blank line', '# Project\n\nSome notes.\n\n'],
  ])('appends the block after a blank line to a file that %s, keeping everything before it', (_name, original) => {
    const path = claudeMd(original);
    const outcome = updateMemoryBlock(path, [universal('Run the tests before committing')], { cwd: dirname(path) });
    expect(outcome.changed).toBe(true);
    const text = read(path);
    expect(text.startsWith(original)).toBe(true);
    const start = text.indexOf(BLOCK_START);
    expect(text.slice(0, start).endsWith('Some notes.\n\n')).toBe(true);
    expect(text.slice(0, start).endsWith('\n\n\n')).toBe(false);
    expect(text.endsWith(`${BLOCK_END}\n`)).toBe(true);
  });

  it('changes nothing when run twice with the same rules', () => {
    const path = claudeMd('# Project\n');
    const rules = [universal('Run the tests before committing'), { content: 'Use type hints', scope: 'language:python' }];
    expect(updateMemoryBlock(path, rules, { cwd: dirname(path) }).changed).toBe(true);
    const first = read(path);
    const second = updateMemoryBlock(path, rules, { cwd: dirname(path) });
    expect(second.changed).toBe(false);
    expect(second.written).toEqual(['Run the tests before committing', 'Use type hints']);
    expect(read(path)).toBe(first);
    expect(count(first, BLOCK_START)).toBe(1);
    expect(count(first, BLOCK_END)).toBe(1);
  });

  it('replaces the block content in place, leaving the text before and after it untouched', () => {
    const path = claudeMd('# Project\n\nIntro.\n');
    updateMemoryBlock(path, [universal('Run the tests before committing')], { cwd: dirname(path) });
    const footer = '\n## Footer\n\nKeep this  exactly.\n';
    writeFileSync(path, read(path) + footer);
    const outcome = updateMemoryBlock(path, [universal('Prefer small pull requests')], { cwd: dirname(path) });
    expect(outcome).toMatchObject({ changed: true, written: ['Prefer small pull requests'], alreadyStated: [] });
    const text = read(path);
    expect(text.startsWith('# Project\n\nIntro.\n\n' + BLOCK_START)).toBe(true);
    expect(text.endsWith(`${BLOCK_END}\n${footer}`)).toBe(true);
    expect(text).toContain('- Prefer small pull requests');
    expect(text).not.toContain('Run the tests before committing');
    expect(count(text, BLOCK_START)).toBe(1);
    expect(count(text, BLOCK_END)).toBe(1);
  });

  it.each([
    ['the same bullet with punctuation', '- Use pnpm, not npm'],
    ['the same words in a different case', '* USE PNPM NOT NPM'],
    ['a numbered item', '1. use pnpm, not npm.'],
  ])('leaves out a rule the file already states outside the block: %s', (_name, line) => {
    const original = `# Project\n\n## Tooling\n\n${line}\n`;
    const path = claudeMd(original);
    const outcome = updateMemoryBlock(path, [universal('Use pnpm not npm'), universal('Write commit messages in English')], { cwd: dirname(path) });
    expect(outcome.alreadyStated).toEqual(['Use pnpm not npm']);
    expect(outcome.written).toEqual(['Write commit messages in English']);
    const text = read(path);
    const block = text.slice(text.indexOf(BLOCK_START));
    expect(block).not.toMatch(/pnpm/i);
    expect(block).toContain('- Write commit messages in English');
    expect(text.startsWith(original)).toBe(true);
  });

  it('does not count the block itself as stating a rule', () => {
    const path = claudeMd('# Project\n');
    updateMemoryBlock(path, [universal('Use pnpm not npm')], { cwd: dirname(path) });
    const outcome = updateMemoryBlock(path, [universal('Use pnpm not npm')], { cwd: dirname(path) });
    expect(outcome).toMatchObject({ changed: false, written: ['Use pnpm not npm'], alreadyStated: [] });
  });

  it('labels language rules with their language, universal and project rules not', () => {
    const path = claudeMd();
    updateMemoryBlock(
      path,
      [
        { content: 'Use type hints', scope: 'language:python' },
        { content: 'Run the tests before committing', scope: 'universal' },
        { content: 'Keep the changelog updated', scope: 'project:acme/widgets' },
      ],
      { cwd: dirname(path) },
    );
    const lines = read(path).split('\n');
    expect(lines).toContain('- (python) Use type hints');
    expect(lines).toContain('- Run the tests before committing');
    expect(lines).toContain('- Keep the changelog updated');
    expect(read(path)).not.toContain('(universal)');
    expect(read(path)).not.toContain('(project');
  });

  it.each([
    ['a start without an end', `# Project\n\n${BLOCK_START}\n- old rule\n`],
    ['an end without a start', `# Project\n\n- old rule\n${BLOCK_END}\n`],
    ['two blocks', `# Project\n\n${BLOCK_START}\n- a\n${BLOCK_END}\n\n${BLOCK_START}\n- b\n${BLOCK_END}\n`],
    ['the end before the start', `# Project\n\n${BLOCK_END}\n- old rule\n${BLOCK_START}\n`],
  ])('throws an InputError and leaves the file unchanged for %s', (_name, original) => {
    const path = claudeMd(original);
    expect(() => updateMemoryBlock(path, [universal('Run the tests before committing')], { cwd: dirname(path) })).toThrow(InputError);
    expect(() => updateMemoryBlock(path, [universal('Run the tests before committing')], { cwd: dirname(path) })).toThrow(/markers are broken/);
    expect(read(path)).toBe(original);
  });

  it('keeps CRLF line endings in a CRLF file', () => {
    const original = '# Project\r\n\r\nNotes.\r\n';
    const path = claudeMd(original);
    updateMemoryBlock(path, [universal('Run the tests before committing'), { content: 'Use type hints', scope: 'language:python' }], { cwd: dirname(path) });
    const text = read(path);
    expect(text.startsWith(original + '\r\n' + BLOCK_START + '\r\n')).toBe(true);
    expect(text.endsWith(`${BLOCK_END}\r\n`)).toBe(true);
    expect(text).toContain('\r\n- Run the tests before committing\r\n- (python) Use type hints\r\n');
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');

    const again = updateMemoryBlock(path, [universal('Prefer small pull requests')], { cwd: dirname(path) });
    expect(again.changed).toBe(true);
    const replaced = read(path);
    expect(replaced.startsWith(original)).toBe(true);
    expect(replaced).toContain('\r\n- Prefer small pull requests\r\n');
    expect(replaced.replace(/\r\n/g, '')).not.toContain('\n');
    expect(updateMemoryBlock(path, [universal('Prefer small pull requests')], { cwd: dirname(path) }).changed).toBe(false);
  });

  it.each([
    ['a negated line', '- Never use npm\n', 'Use npm'],
    ['a line saying the opposite', '- Do not use pnpm, use npm\n', 'Use pnpm'],
  ])('does not take %s as stating the rule', (_name, original, rule) => {
    const path = claudeMd(original);
    expect(updateMemoryBlock(path, [universal(rule)], { cwd: dirname(path) })).toMatchObject({ written: [rule], alreadyStated: [] });
  });

  it('writes one line for a rule given twice in different case or scope', () => {
    const path = claudeMd();
    const outcome = updateMemoryBlock(path, [universal('Use uv'), { content: 'use uv', scope: 'language:python' }], { cwd: dirname(path) });
    expect(outcome.written).toEqual(['Use uv']);
    expect(count(read(path), 'uv')).toBe(1);
  });

  it('a marker mentioned inside a line of prose is no marker', () => {
    const original = `Rules go in the \`${BLOCK_START}\` block below.\n`;
    const path = claudeMd(original);
    updateMemoryBlock(path, [universal('Use uv')], { cwd: dirname(path) });
    expect(read(path).startsWith(original)).toBe(true);
    expect(updateMemoryBlock(path, [universal('Use uv')], { cwd: dirname(path) }).changed).toBe(false);
  });

  it('a stray CRLF deep in an LF file does not make the block CRLF', () => {
    const path = claudeMd('# A\nline\r\nb\n');
    updateMemoryBlock(path, [universal('Use uv')], { cwd: dirname(path) });
    const text = read(path);
    expect(text.startsWith('# A\nline\r\nb\n\n<!--')).toBe(true);
    expect(count(text, '\r\n')).toBe(1);
  });

  describe('writing through to the file the user named', () => {
    const made: string[] = [];
    afterEach(() => {
      for (const folder of made.splice(0)) rmSync(folder, { recursive: true, force: true });
    });
    const folder = (): string => {
      const path = realpathSync(stateDir());
      made.push(path);
      return path;
    };

    /** A project (a folder holding .git) with docs/MEMORY.md (mode 0600) and CLAUDE.md linking to it. */
    const linkedProject = (): { root: string; link: string; target: string } => {
      const root = folder();
      mkdirSync(join(root, '.git'));
      mkdirSync(join(root, 'docs'));
      const target = join(root, 'docs', 'MEMORY.md');
      writeFileSync(target, '# Memory\n');
      chmodSync(target, 0o600);
      const link = join(root, 'CLAUDE.md');
      symlinkSync('docs/MEMORY.md', link);
      return { root, link, target };
    };

    it('updates the target of a link inside the project; the link stays a link and the mode stays 0600', () => {
      const { root, link, target } = linkedProject();
      const outcome = updateMemoryBlock(link, [universal('Use uv')], { cwd: root });
      expect(outcome).toMatchObject({ path: link, changed: true, written: ['Use uv'] });
      expect(lstatSync(link).isSymbolicLink()).toBe(true);
      expect(read(target)).toContain('- Use uv');
      expect(read(target).startsWith('# Memory\n\n')).toBe(true);
      expect(statSync(target).mode & 0o777).toBe(0o600);
      expect(updateMemoryBlock(link, [universal('Use uv')], { cwd: root }).changed).toBe(false);
    });

    it('refuses a link to a file outside the project, changing neither', () => {
      const { link, target } = linkedProject();
      const elsewhere = folder();
      mkdirSync(join(elsewhere, '.git'));
      expect(() => updateMemoryBlock(link, [universal('Use uv')], { cwd: elsewhere })).toThrow(InputError);
      expect(() => updateMemoryBlock(link, [universal('Use uv')], { cwd: elsewhere })).toThrow(/is a link to .*MEMORY\.md, outside the project/);
      expect(read(target)).toBe('# Memory\n');
      expect(lstatSync(link).isSymbolicLink()).toBe(true);
    });

    it('a read-only file already holding the rules is up to date; new rules are refused with the file unchanged', () => {
      const path = claudeMd('# Project\n');
      made.push(dirname(path));
      updateMemoryBlock(path, [universal('Use uv')], { cwd: dirname(path) });
      const before = read(path);
      chmodSync(path, 0o444);
      expect(updateMemoryBlock(path, [universal('Use uv')], { cwd: dirname(path) }).changed).toBe(false);
      expect(() => updateMemoryBlock(path, [universal('Prefer small pull requests')], { cwd: dirname(path) })).toThrow(
        /cannot be written \(mode 0444, no write permission\); make it writable/,
      );
      expect(read(path)).toBe(before);
      expect(statSync(path).mode & 0o777).toBe(0o444);
    });
  });
});
