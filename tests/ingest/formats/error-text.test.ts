/** An error result keeps the head of its text (ToolResultEvent.errorText), in each format whose log has it. */
import { describe, expect, it } from 'vitest';
import { ERROR_TEXT_CHARS } from '../../../src/model/events.js';
import { readToolResult } from '../../../src/ingest/formats/claude-code/tool-result.js';
import { readToolOutput } from '../../../src/ingest/formats/codex/tool-output.js';

describe('Claude Code tool_result errorText', () => {
  it.each([
    [
      'a Bash error (corpus)',
      { is_error: true, content: 'Exit code 127\n/bin/bash: line 1: pytest: command not found' },
      'Bash',
      'Exit code 127\n/bin/bash: line 1: pytest: command not found',
    ],
    [
      'text blocks',
      {
        is_error: true,
        content: [
          { type: 'text', text: 'Exit code 1' },
          { type: 'text', text: 'FAILED' },
        ],
      },
      'Bash',
      'Exit code 1\nFAILED',
    ],
    ['a long error, cut', { is_error: true, content: `Exit code 1\n${'x'.repeat(5000)}` }, 'Bash', `Exit code 1\n${'x'.repeat(ERROR_TEXT_CHARS - 12)}`],
    ['a success', { content: 'ok' }, 'Bash', undefined],
    [
      'a rejection is no error text',
      { is_error: true, content: "The user doesn't want to proceed with this tool use. The tool use was rejected." },
      'Bash',
      undefined,
    ],
    ['an empty error', { is_error: true, content: '' }, 'Bash', undefined],
  ])('%s', (_name, block, tool, errorText) => {
    expect(readToolResult({ type: 'tool_result', tool_use_id: 'toolu_1', ...block }, undefined, tool).errorText).toBe(errorText);
  });
});

describe('Codex output errorText', () => {
  it.each([
    [
      'a non-zero exit',
      'Exit code: 127\nWall time: 0.1 seconds\nOutput:\nbash: pytest: command not found',
      'Exit code: 127\nWall time: 0.1 seconds\nOutput:\nbash: pytest: command not found',
    ],
    [
      'JSON metadata: the output unescaped, under its exit code',
      JSON.stringify({ output: 'npm error Missing script: "test"', metadata: { exit_code: 1 } }),
      'Exit code: 1\nnpm error Missing script: "test"',
    ],
    ['a zero exit', 'Exit code: 0\nOutput:\nok', undefined],
    ['a rejection', 'exec command rejected by user', undefined],
  ])('%s', (_name, output, errorText) => {
    expect(readToolOutput(output).errorText).toBe(errorText);
  });
});
