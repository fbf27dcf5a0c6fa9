import detector from '../../src/detectors/bash-for-search.js';
import { testDetector, type InvalidCase, type ValidCase } from './detector-tester.js';

const bash = (command: string) => ({ tool: 'Bash', input: { command } });
const valid = (name: string, command: string): ValidCase => ({ name, calls: [bash(command)] });
const invalid = (name: string, command: string): InvalidCase => ({ name, calls: [bash(command)], findings: [{ evidence: [0] }] });

testDetector(detector, {
  valid: [
    valid('a pipe into tail', 'npm test | tail -5'),
    valid('stderr merged, then a pipe into tail', 'npm test 2>&1 | tail -20'),
    valid('a pipe into grep', 'git diff | grep -A5 -B5 "generate_session_html"'),
    valid('ls piped into grep', 'ls -la | grep -E "(package\\.json|Makefile)"'),
    valid('cat writing a file from a heredoc', "cat > notes.md <<'EOF'\n# Notes\ngrep -rn this src is only text\nEOF"),
    valid('cat heredoc into a file, target after the delimiter', 'cat <<EOF > f.txt\nhello\nEOF'),
    valid('cat writing a file', 'cat > out.txt'),
    valid('cat of a heredoc into a pipe', 'cat <<EOF | python3\nprint(1)\nEOF'),
    valid('head of a pipe', 'git log --oneline | head -15'),
    valid('wc piped into tail', 'wc -l src/*.py | tail -1'),
    valid('grep only in a quoted string', 'echo "grep -rn x ."'),
    valid('find deleting files', "find . -name '*.pyc' -delete"),
    valid('find running rm', 'find . -type d -name __pycache__ -exec rm -rf {} + 2>/dev/null'),
    valid('a comment mentioning cat', 'make build # then cat the log'),
    valid('no search at all', 'uv run pytest -q && git status'),
    valid('grep reading its stdin', 'grep foo'),
    valid('cat to /dev/null is no file read', 'cat'),
  ],
  invalid: [
    invalid('grep -rn in a folder', 'grep -rn "def login" src/'),
    invalid('cd first, then grep a file', 'cd src && grep -n foo bar.py'),
    invalid('cat of a file', 'cat src/auth/models.py'),
    invalid('head of a file', 'head -20 js/drone.js'),
    invalid('head -n with a value, then a file', 'head -n 50 migrations/001.sql'),
    invalid('tail -f of a log', 'tail -f server.log'),
    invalid('rg with no path searches the working folder', 'rg TODO'),
    invalid('find with a folder', 'find . -name "*.md" | head -20'),
    invalid('find without a folder', 'find -name x'),
    invalid('find running grep', 'find . -name "renderer.py" -exec grep -n "def generate_html" {} \\;'),
    invalid('env prefix', 'env LC_ALL=C grep foo file.txt'),
    invalid('sudo prefix', 'sudo cat /etc/hosts'),
    invalid('time prefix', 'time rg foo src'),
    invalid('variable assignment prefix', 'FOO=1 grep x y.txt'),
    invalid('grep -r with no path searches the working folder', 'grep -r pattern'),
    invalid('cat of a file piped into grep', 'cat a.txt | grep foo'),
    invalid('grep reading a file through <', 'grep foo < file.txt'),
    invalid('inside a subshell', '(cd x && grep -rn y .)'),
    invalid('after other commands', 'git log --oneline -15 && wc -w work/*.md && grep -n "^## Comparison" work/*.md'),
    invalid('grep -e pattern and a file', 'grep -e foo -e bar src/a.py'),
    invalid('full program path', '/usr/bin/grep foo a.txt'),
    invalid('tree or find', 'tree -L 3 /repo 2>/dev/null || find /repo -type d'),
  ],
});
