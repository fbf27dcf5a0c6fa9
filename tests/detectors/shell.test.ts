import { describe, expect, it } from 'vitest';
import { simpleCommands } from '../../src/detectors/lib/shell.js';

describe('simpleCommands', () => {
  it.each([
    [
      'cd src && grep -n foo bar.py',
      [
        ['cd', 'src'],
        ['grep', '-n', 'foo', 'bar.py'],
      ],
    ],
    ['a; b || c | d & e', [['a'], ['b'], ['c'], ['d'], ['e']]],
    ['grep \'two words\' "a b.txt"', [['grep', 'two words', 'a b.txt']]],
    ['FOO=1 BAR=2 env -u X sudo -u root time rg x', [['rg', 'x']]],
    [
      'echo $(grep -r x .) done',
      [
        ['echo', '$(grep -r x .)', 'done'],
        ['grep', '-r', 'x', '.'],
      ],
    ],
    [
      'echo "$(cat a | wc -l)" `head b`',
      [
        ['echo', '$(cat a | wc -l)', '`head b`'],
        ['cat', 'a'],
        ['wc', '-l'],
        ['head', 'b'],
      ],
    ],
    ['echo $((1 + 2))', [['echo', '$((1 + 2))']]],
    [
      'diff <(sort a) b',
      [
        ['diff', 'b'],
        ['sort', 'a'],
      ],
    ],
    ['x=$(echo $(echo $(ls)))', [['echo', '$(echo $(ls))'], ['echo', '$(ls)'], ['ls']]],
    ["cat <<'EOF' > f\ngrep -rn inside body\nEOF\nls", [['cat'], ['ls']]],
    [
      '(cd x && rg y)',
      [
        ['cd', 'x'],
        ['rg', 'y'],
      ],
    ],
    ['make # grep in a comment', [['make']]],
    ['a \\\n  b', [['a', 'b']]],
  ])('%j', (line, expected) => {
    expect(simpleCommands(line).map((command) => [command.program, ...command.args])).toEqual(expected);
  });

  it('notes pipes and redirections', () => {
    const [first, second] = simpleCommands('cat a.txt 2>/dev/null | tail -5 > out.txt');
    expect(first).toMatchObject({ program: 'cat', args: ['a.txt'], pipedIn: false, writesFile: false });
    expect(second).toMatchObject({ program: 'tail', args: ['-5'], pipedIn: true, writesFile: true });
    expect(simpleCommands('grep x < in.txt')[0]).toMatchObject({ inputFile: true });
    expect(simpleCommands('cat <<EOF\nx\nEOF')[0]).toMatchObject({ heredoc: true, writesFile: false });
    expect(simpleCommands('cmd > /dev/null 2>&1')[0]).toMatchObject({ writesFile: false });
    expect(simpleCommands('cmd &> log.txt')[0]).toMatchObject({ writesFile: true });
  });

  it('notes which command a pipe feeds', () => {
    const [cat, jq, sort] = simpleCommands('cat a.json | jq .x | sort; head b');
    expect(cat?.pipedTo).toBe(jq);
    expect(jq?.pipedTo).toBe(sort);
    expect(sort?.pipedTo).toBeUndefined();
    expect(simpleCommands('cat a; jq .x')[0]?.pipedTo).toBeUndefined();
  });

  it('reads substitutions nested deeper than it follows as no commands', () => {
    const deep = `${'$(echo '.repeat(40)}grep -r x .${')'.repeat(40)}`;
    expect(simpleCommands(deep).some((command) => command.program === 'grep')).toBe(false);
    expect(simpleCommands('$(echo $(grep -r x .))').some((command) => command.program === 'grep')).toBe(true);
  });
});
