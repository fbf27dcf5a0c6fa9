import { describe, expect, it } from 'vitest';
import { classifyRefusal, readToolResult } from '../../../src/ingest/formats/claude-code/tool-result.js';

const DENIAL_NOTE =
  ' IMPORTANT: You *may* attempt to accomplish this action using other tools that might naturally be used to accomplish this goal, e.g. using head instead of cat. But you *should not* attempt to work around this denial in malicious ways.';
const REJECTED =
  "The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it was a file edit, the new_string was NOT written to the file).";

describe('classifyRefusal', () => {
  it.each([
    {
      name: 'plain rejection',
      text: `${REJECTED} STOP what you are doing and wait for the user to tell you how to proceed.`,
      isError: true,
      expected: { kind: 'rejected' },
    },
    {
      name: 'reason, 2.0.x wording',
      text: `${REJECTED} The user provided the following reason for the rejection:  use pnpm`,
      isError: true,
      expected: { kind: 'rejected', reason: 'use pnpm' },
    },
    {
      name: 'reason, newer wording with the auto-memory note',
      text:
        `${REJECTED} To tell you how to proceed, the user said:\nkeep the old name\n\n` +
        "Note: The user's next message may contain a correction or preference. Pay close attention.",
      isError: true,
      expected: { kind: 'rejected', reason: 'keep the old name' },
    },
    {
      name: 'sibling of a rejected call',
      text: "The user doesn't want to take this action right now. STOP what you are doing.",
      isError: true,
      expected: { kind: 'cancelled' },
    },
    {
      name: 'sibling of a failed call (2.1.x)',
      text: '<tool_use_error>Sibling tool call errored</tool_use_error>',
      isError: true,
      tur: 'Sibling tool call errored',
      tool: 'Edit',
      expected: { kind: 'cancelled' },
    },
    {
      name: 'sibling of a failed call, without the tag',
      text: 'Sibling tool call errored',
      isError: true,
      tur: 'Error: Sibling tool call errored',
      tool: 'Bash',
      expected: { kind: 'cancelled' },
    },
    {
      name: 'output that only quotes the sibling text is no cancellation',
      text: 'Sibling tool call errored',
      isError: false,
      tool: 'Bash',
      expected: undefined,
    },
    {
      name: 'an error naming a sibling later in its text is a tool error',
      text: '<tool_use_error>File not found (Sibling tool call errored earlier)</tool_use_error>',
      isError: true,
      tool: 'Read',
      expected: undefined,
    },
    {
      name: 'headless denial',
      text: "Claude requested permissions to write to /x, but you haven't granted it yet.",
      isError: true,
      expected: { kind: 'denied' },
    },
    { name: 'headless approval needed', text: 'This command requires approval', isError: true, expected: { kind: 'denied' } },
    ...(
      [
        ['a deny rule', 'Permission to use Edit has been denied.'],
        ['a deny rule, the note after it', `Permission to use mcp__acp__Write has been denied.${DENIAL_NOTE}`],
        ['a deny rule on a command', 'Permission to use Bash with command rm -rf dist && npm test has been denied.'],
        ['a deny rule on a command of several lines', 'Permission to use Bash with command git commit -m "a\nb" has been denied.'],
        ["don't-ask mode", `Permission to use Write has been denied because Claude Code is running in don't ask mode.${DENIAL_NOTE}`],
        ['in a tool_use_error tag', '<tool_use_error>Permission to use Read has been denied.</tool_use_error>'],
        ['the auto mode classifier', 'Permission for this action was denied by the Claude Code auto mode classifier. Reason: Blocked by classifier.'],
        [
          'auto mode without its classifier',
          'claude-sonnet-5[1m] is temporarily unavailable, so auto mode cannot determine the safety of Bash right now. Wait briefly and then try this action again.',
        ],
      ] satisfies Array<[string, string]>
    ).map(([name, text]) => ({ name: `permission rule: ${name}`, text, isError: true, tur: `Error: ${text}`, tool: 'Edit', expected: { kind: 'denied' } })),
    {
      name: 'a command that printed a denial is no refusal',
      text: 'Permission to use Edit has been denied.',
      isError: false,
      tool: 'Bash',
      expected: undefined,
    },
    {
      name: 'an error quoting a denial later in its text is a tool error',
      text: 'grep: x: No such file (Permission to use Edit has been denied.)',
      isError: true,
      tool: 'Bash',
      expected: undefined,
    },
    {
      name: 'bare reason (2.0.x)',
      text: 'please use the vis library instead',
      isError: true,
      tur: 'Error: please use the vis library instead',
      tool: 'Edit',
      expected: { kind: 'rejected', reason: 'please use the vis library instead' },
    },
    {
      name: 'tool error, not a reason',
      text: '<tool_use_error>String to replace not found in file.</tool_use_error>',
      isError: true,
      tur: 'Error: String to replace not found in file.',
      tool: 'Edit',
      expected: undefined,
    },
    {
      name: 'edit error with the Error: shape',
      text: 'File has not been read yet. Read it first before writing to it.',
      isError: true,
      tur: 'Error: File has not been read yet. Read it first before writing to it.',
      tool: 'Write',
      expected: undefined,
    },
    {
      name: 'multi-line command output',
      text: '=== test session starts ===\ncollected 0 items',
      isError: true,
      tur: 'Error: === test session starts ===\ncollected 0 items',
      tool: 'Bash',
      expected: undefined,
    },
    { name: 'prose error of a tool that asks no permission', text: 'please stop', isError: true, tur: 'Error: please stop', tool: 'Read', expected: undefined },
    { name: 'success', text: 'The file has been updated.', isError: false, expected: undefined },
  ])('$name', ({ text, isError, tur, tool, expected }) => {
    expect(classifyRefusal(text, isError, tur, tool)).toEqual(expected);
  });
});

describe('readToolResult', () => {
  it('measures string and block content in bytes and reads the Read extent and agent id', () => {
    const facts = readToolResult(
      {
        type: 'tool_result',
        tool_use_id: 't',
        content: [
          { type: 'text', text: 'héllo' },
          { type: 'image', source: { data: 'QUJD' } },
        ],
      },
      { agentId: 'a1b2', file: { startLine: 10, numLines: 5, totalLines: 300 } },
      'Read',
    );
    expect(facts).toEqual({ isError: false, bytes: 6 + 4, read: { startLine: 10, numLines: 5, totalLines: 300 }, agentId: 'a1b2' });
  });

  it.each([
    [
      'a files-with-matches listing without toolUseResult (2.1.x sub-agent lines)',
      'Found 3 files\nModel-Optimizer/a.py\nModel-Optimizer/b/c.py\n/abs/d.py',
      undefined,
      ['Model-Optimizer/a.py', 'Model-Optimizer/b/c.py', '/abs/d.py'],
    ],
    ['one file', 'Found 1 file\n/repo/x.ts', undefined, ['/repo/x.ts']],
    [
      'a listing with a note under it',
      'Found 2 files\n/r/a.ts\n/r/b.ts\n(Results are truncated. Consider using a more specific path or pattern.)',
      undefined,
      ['/r/a.ts', '/r/b.ts'],
    ],
    ['content lines over several files', '/r/a.ts:12:const x\n/r/b.ts-13-  y', undefined, ['/r/a.ts', '/r/b.ts']],
    ['toolUseResult filenames win over the text', 'Found 1 file\nfrom-text.ts', { filenames: ['/r/from-result.ts'] }, ['/r/from-result.ts']],
    ['no match', 'No files found', undefined, undefined],
  ])('reads the files a Grep result names: %s', (_name, content, tur, files) => {
    expect(readToolResult({ type: 'tool_result', tool_use_id: 'g', content }, tur, 'Grep').files).toEqual(files);
  });

  const PERSISTED =
    '<persisted-output>\nOutput too large (63.8KB). Full output saved to: /home/u/.claude/projects/p/s/tool-results/toolu_1.txt\n\nPreview (first 2KB):\n     1→# a';
  it.each([
    ['a persisted-output preview, string content', PERSISTED, false, true],
    ['a persisted-output preview in a text block', [{ type: 'text', text: PERSISTED }], false, true],
    ['the tag quoted inside a file, not at the start', `     1→see ${PERSISTED}`, false, undefined],
    ['an error that mentions the tag', PERSISTED, true, undefined],
    ['an ordinary result', '     1→x', false, undefined],
  ])('tells a result the harness kept out of the context: %s', (_name, content, isError, persisted) => {
    expect(readToolResult({ type: 'tool_result', tool_use_id: 'r', content, is_error: isError }, undefined, 'Read').persisted).toBe(persisted);
  });

  it('takes is_error only when it is true', () => {
    expect(readToolResult({ content: 'x', is_error: false }, undefined, 'Bash').isError).toBe(false);
    expect(readToolResult({ content: 'x', is_error: true }, undefined, 'Bash').isError).toBe(true);
  });
});
