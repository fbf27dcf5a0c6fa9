import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  rmSync,
  statSync,
  symlinkSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.js';
import { MAX_USER_FILE_BYTES, projectRoot, resolveUserFile, writeUserFile } from '../../src/store/user-file.js';

const made: string[] = [];
const immutable: string[] = [];
afterEach(() => {
  for (const path of immutable.splice(0)) spawnSync('chattr', ['-i', path]);
  for (const folder of made.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A fresh folder (real path), removed after the test. */
function folder(): string {
  const path = realpathSync(mkdtempSync(join(tmpdir(), 'tip-miner-user-file-')));
  made.push(path);
  return path;
}

/** A fresh project: a folder holding `.git`. */
function project(): string {
  const root = folder();
  mkdirSync(join(root, '.git'));
  return root;
}

const modeOf = (path: string): number => statSync(path).mode & 0o7777;
const read = (path: string): string => readFileSync(path, 'utf8');
const isRoot = process.getuid?.() === 0;
/** The mode a new file gets under this process's umask, from a probe file (reading process.umask() is deprecated). */
function newFileMode(): number {
  const probe = join(folder(), 'probe');
  writeFileSync(probe, '');
  return modeOf(probe);
}

/** What the CLI does: resolve, then write through. */
function writeThrough(path: string, text: string, cwd: string): void {
  writeUserFile(resolveUserFile(path, { cwd }), text);
}

/** Everything under `root`: names, kinds, link texts, modes and contents, to show that nothing changed. */
function snapshot(root: string): string[] {
  const entries: string[] = [];
  const walk = (at: string): void => {
    for (const name of readdirSync(at).sort()) {
      const path = join(at, name);
      const stats = lstatSync(path);
      if (stats.isSymbolicLink()) entries.push(`${path} -> ${readlinkSync(path)}`);
      else if (stats.isDirectory()) {
        entries.push(`${path}/ ${(stats.mode & 0o7777).toString(8)}`);
        walk(path);
      } else if (stats.isFile()) entries.push(`${path} ${(stats.mode & 0o7777).toString(8)} ${stats.size} ${stats.size < 1024 ? read(path) : ''}`);
      else entries.push(`${path} (special)`);
    }
  };
  walk(root);
  return entries;
}

function hasCommand(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;
}

describe('projectRoot', () => {
  it.each([
    [
      'a .git folder',
      (root: string) => {
        mkdirSync(join(root, '.git'));
      },
    ],
    [
      'a .git file (a worktree)',
      (root: string) => {
        writeFileSync(join(root, '.git'), 'gitdir: elsewhere\n');
      },
    ],
  ])('is the nearest ancestor holding %s', (_name, markProject) => {
    const root = folder();
    markProject(root);
    mkdirSync(join(root, 'src', 'deep'), { recursive: true });
    expect(projectRoot(join(root, 'src', 'deep'))).toBe(root);
    expect(projectRoot(root)).toBe(root);
  });

  it('is the working folder itself when no ancestor holds .git', () => {
    const cwd = join(folder(), 'work');
    mkdirSync(cwd);
    expect(projectRoot(cwd)).toBe(cwd);
  });
});

describe('writing through to the file the user named', () => {
  it('creates a brand-new file with the umask mode (0644 under umask 022)', () => {
    const root = project();
    const path = join(root, 'CLAUDE.md');
    const file = resolveUserFile(path, { cwd: root });
    expect(file).toEqual({ given: path, target: path });
    writeUserFile(file, 'new\n');
    expect(read(path)).toBe('new\n');
    expect(modeOf(path)).toBe(newFileMode());
    expect(readdirSync(root).sort()).toEqual(['.git', 'CLAUDE.md']);
  });

  it('resolves a relative path against the working folder', () => {
    const root = project();
    mkdirSync(join(root, 'docs'));
    writeThrough('docs/AGENTS.md', 'x\n', root);
    expect(read(join(root, 'docs', 'AGENTS.md'))).toBe('x\n');
  });

  it.each([0o600, 0o640, 0o666, 0o700, 0o604].map((mode) => [`0${mode.toString(8)}`, mode] as const))(
    'keeps the mode %s of the file it replaces (the umask neither widens nor narrows it)',
    (_octal, mode) => {
      const root = project();
      const path = join(root, 'CLAUDE.md');
      writeFileSync(path, 'old\n');
      chmodSync(path, mode);
      const file = resolveUserFile(path, { cwd: root });
      expect(file.existing).toMatchObject({ text: 'old\n', mode });
      writeUserFile(file, 'new\n');
      expect(read(path)).toBe('new\n');
      expect(modeOf(path)).toBe(mode);
    },
  );

  it.skipIf(!isRoot)('keeps the owner and group of the file it replaces (as root)', () => {
    const root = project();
    const path = join(root, 'CLAUDE.md');
    writeFileSync(path, 'old\n');
    chownSync(path, 4321, 8765);
    writeThrough(path, 'new\n', root);
    expect(read(path)).toBe('new\n');
    expect(statSync(path)).toMatchObject({ uid: 4321, gid: 8765 });
  });

  it.each([
    [
      'a link to a file',
      (root: string) => {
        symlinkSync('docs/MEMORY.md', join(root, 'CLAUDE.md'));
      },
      'CLAUDE.md',
    ],
    [
      'a link to a link to a file',
      (root: string) => {
        symlinkSync('docs/MEMORY.md', join(root, 'middle.md'));
        symlinkSync(join(root, 'middle.md'), join(root, 'CLAUDE.md'));
      },
      'CLAUDE.md',
    ],
    [
      'a linked folder',
      (root: string) => {
        symlinkSync('docs', join(root, 'notes'));
      },
      join('notes', 'MEMORY.md'),
    ],
  ])('follows %s inside the project: the target is updated with its mode, the link stays a link', (_name, makeLinks, given) => {
    const root = project();
    mkdirSync(join(root, 'docs'));
    const target = join(root, 'docs', 'MEMORY.md');
    writeFileSync(target, 'old\n');
    chmodSync(target, 0o600);
    makeLinks(root);
    const links = snapshot(root).filter((entry) => entry.includes(' -> '));
    const file = resolveUserFile(join(root, given), { cwd: root });
    expect(file.target).toBe(target);
    writeUserFile(file, 'new\n');
    expect(read(target)).toBe('new\n');
    expect(modeOf(target)).toBe(0o600);
    expect(snapshot(root).filter((entry) => entry.includes(' -> '))).toEqual(links);
    expect(read(join(root, given))).toBe('new\n');
    expect(readdirSync(join(root, 'docs'))).toEqual(['MEMORY.md']);
  });

  it('creates the missing target of a dangling link inside the project, and the link stays a link', () => {
    const root = project();
    mkdirSync(join(root, 'docs'));
    symlinkSync('docs/MEMORY.md', join(root, 'CLAUDE.md'));
    const file = resolveUserFile(join(root, 'CLAUDE.md'), { cwd: root });
    expect(file).toEqual({ given: join(root, 'CLAUDE.md'), target: join(root, 'docs', 'MEMORY.md') });
    writeUserFile(file, 'new\n');
    expect(lstatSync(join(root, 'CLAUDE.md')).isSymbolicLink()).toBe(true);
    expect(read(join(root, 'docs', 'MEMORY.md'))).toBe('new\n');
    expect(modeOf(join(root, 'docs', 'MEMORY.md'))).toBe(newFileMode());
  });

  it('a read-only file that needs no change is only read, never checked for writing', () => {
    const root = project();
    const path = join(root, 'CLAUDE.md');
    writeFileSync(path, 'same\n');
    chmodSync(path, 0o444);
    expect(resolveUserFile(path, { cwd: root }).existing?.text).toBe('same\n');
  });
});

interface Refusal {
  name: string;
  /** Builds the case in `root` (a project) and `outside` (a folder beside it); returns the path the user gives, or undefined to skip. */
  arrange: (root: string, outside: string) => string | undefined;
  message: RegExp;
}

const refusals: Refusal[] = [
  {
    name: 'a link to a file outside the project',
    arrange: (root, outside) => {
      writeFileSync(join(outside, 'bashrc'), 'secret\n');
      symlinkSync(join(outside, 'bashrc'), join(root, 'CLAUDE.md'));
      return join(root, 'CLAUDE.md');
    },
    message: /CLAUDE\.md is a link to .*bashrc, outside the project .*; .*follows links only within the project/,
  },
  {
    name: 'a relative link climbing out of the project',
    arrange: (root, outside) => {
      writeFileSync(join(outside, 'notes.md'), 'theirs\n');
      symlinkSync(join('..', outside.split('/').pop()!, 'notes.md'), join(root, 'CLAUDE.md'));
      return join(root, 'CLAUDE.md');
    },
    message: /is a link to .*notes\.md, outside the project/,
  },
  {
    name: 'a path through a linked folder outside the project',
    arrange: (root, outside) => {
      writeFileSync(join(outside, 'CLAUDE.md'), 'theirs\n');
      symlinkSync(outside, join(root, 'docs'));
      return join(root, 'docs', 'CLAUDE.md');
    },
    message: /docs\/CLAUDE\.md leads through the link .*\/docs to .*CLAUDE\.md, outside the project/,
  },
  {
    name: 'a dangling link to a new file outside the project',
    arrange: (root, outside) => {
      symlinkSync(join(outside, 'new.md'), join(root, 'CLAUDE.md'));
      return join(root, 'CLAUDE.md');
    },
    message: /is a link to .*new\.md, outside the project/,
  },
  {
    name: 'a dangling link whose target folder is missing',
    arrange: (root) => {
      symlinkSync('gone/MEMORY.md', join(root, 'CLAUDE.md'));
      return join(root, 'CLAUDE.md');
    },
    message: /CLAUDE\.md \(→ .*gone\/MEMORY\.md\): the folder .*gone does not exist; create it or choose another --write-to file/,
  },
  {
    name: 'a path whose folder is missing',
    arrange: (root) => join(root, 'docs', 'CLAUDE.md'),
    message: /the folder .*docs does not exist/,
  },
  {
    name: 'a link loop',
    arrange: (root) => {
      symlinkSync('b.md', join(root, 'a.md'));
      symlinkSync('a.md', join(root, 'b.md'));
      return join(root, 'a.md');
    },
    message: /a\.md cannot be used \(ELOOP/,
  },
  {
    name: 'a folder',
    arrange: (root) => {
      mkdirSync(join(root, 'CLAUDE.md'));
      return join(root, 'CLAUDE.md');
    },
    message: /CLAUDE\.md is a folder, not a regular file; choose another --write-to file/,
  },
  {
    name: 'a FIFO (without hanging)',
    arrange: (root) => {
      if (!hasCommand('mkfifo')) return undefined;
      const path = join(root, 'CLAUDE.md');
      return spawnSync('mkfifo', [path]).status === 0 ? path : undefined;
    },
    message: /CLAUDE\.md is a FIFO, not a regular file/,
  },
  {
    name: 'a file over the size limit (never read whole)',
    arrange: (root) => {
      const path = join(root, 'CLAUDE.md');
      writeFileSync(path, '');
      truncateSync(path, MAX_USER_FILE_BYTES + 1);
      return path;
    },
    message: new RegExp(`CLAUDE\\.md: is ${MAX_USER_FILE_BYTES + 1} bytes, over the ${MAX_USER_FILE_BYTES}-byte limit; choose another --write-to file`),
  },
  ...[0o444, 0o400, 0o000].map((mode): Refusal => ({
    name: `a read-only file (mode 0${mode.toString(8).padStart(3, '0')}, even for root)`,
    arrange: (root) => {
      const path = join(root, 'CLAUDE.md');
      writeFileSync(path, 'old\n');
      chmodSync(path, mode);
      return path;
    },
    message: new RegExp(
      `CLAUDE\\.md cannot be written \\(mode 0${mode.toString(8).padStart(3, '0')}, no write permission\\); make it writable or choose another --write-to file`,
    ),
  })),
  {
    name: 'a file in a read-only folder (even for root)',
    arrange: (root) => {
      mkdirSync(join(root, 'docs'));
      writeFileSync(join(root, 'docs', 'CLAUDE.md'), 'old\n');
      chmodSync(join(root, 'docs'), 0o555);
      return join(root, 'docs', 'CLAUDE.md');
    },
    message: /cannot create a file in the folder .*docs \(mode 0555, no write permission\); make it writable/,
  },
  {
    name: 'an immutable file (chattr +i)',
    arrange: (root) => {
      const path = join(root, 'CLAUDE.md');
      writeFileSync(path, 'old\n');
      if (spawnSync('chattr', ['+i', path]).status !== 0) return undefined;
      immutable.push(path);
      return path;
    },
    message: /CLAUDE\.md cannot be written \(EPERM: .*immutable/,
  },
];

describe('refusing, with nothing changed', () => {
  it.for(refusals.map((refusal) => [refusal.name, refusal] as const))('%s', ([, { arrange, message }], context) => {
    const root = project();
    const outside = folder();
    const given = arrange(root, outside);
    if (given === undefined) return context.skip();
    const before = [...snapshot(root), ...snapshot(outside)];
    let thrown: unknown;
    try {
      writeThrough(given, 'new\n', root);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(InputError);
    expect((thrown as Error).message).toMatch(message);
    expect((thrown as Error).message).not.toContain('\n');
    expect([...snapshot(root), ...snapshot(outside)]).toEqual(before);
  });
});

describe('a rename that fails', () => {
  it.each([
    ['EPERM', /EPERM: operation not permitted: the file or its folder may be immutable/],
    ['EROFS', /EROFS: the file system is read-only/],
    ['EACCES', /EACCES: permission denied/],
    ['EXDEV', /\(EXDEV\)/],
  ])('%s: throws one InputError line naming the file, removes the temporary file, leaves the target unchanged', (code, cause) => {
    const root = project();
    const path = join(root, 'CLAUDE.md');
    writeFileSync(path, 'old\n');
    const before = snapshot(root);
    const failingRename = (): void => {
      throw Object.assign(new Error(`${code}: rename`), { code });
    };
    let thrown: unknown;
    try {
      writeUserFile(resolveUserFile(path, { cwd: root }), 'new\n', { rename: failingRename });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(InputError);
    expect((thrown as Error).message).toMatch(new RegExp(`^${path} could not be written, nothing was changed`));
    expect((thrown as Error).message).toMatch(cause);
    expect(snapshot(root)).toEqual(before);
  });

  it('a failure that is no file-system error is a bug and is thrown as it is, the temporary file removed all the same', () => {
    const root = project();
    const path = join(root, 'CLAUDE.md');
    const bug = new TypeError('not a file-system error');
    expect(() => {
      writeUserFile(resolveUserFile(path, { cwd: root }), 'new\n', {
        rename: () => {
          throw bug;
        },
      });
    }).toThrow(bug);
    expect(existsSync(path)).toBe(false);
    expect(readdirSync(root)).toEqual(['.git']);
  });
});
