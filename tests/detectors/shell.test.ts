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
    ['echo $(grep -r x .) done', [['echo', '$(grep -r x .)', 'done']]],
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
});
