/**
 * Where WebAssembly cannot run (`node --jitless`, or an instance refused), the fast path for big Claude Code
 * user lines gives no skeleton and every line is parsed whole: the same events, nothing fails.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resultLine } from '../../helpers/skeleton-lines.js';

const LINE = resultLine([{ tool_use_id: 't1', type: 'tool_result', content: 'PASS all tests\n'.repeat(400) }]);

/** The skeleton module loaded afresh (its scanner is made once per module instance) under the given WebAssembly. */
async function skeletonWith(webAssembly: unknown) {
  vi.resetModules();
  vi.stubGlobal('WebAssembly', webAssembly);
  return (await import('../../../src/ingest/formats/claude-code/skeleton.js')).userLineSkeleton;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('the fast path without WebAssembly', () => {
  it.each([
    { name: 'no WebAssembly at all', webAssembly: undefined },
    {
      name: 'a module WebAssembly refuses',
      webAssembly: {
        Module: function refused(): never {
          throw new Error('refused');
        },
        Instance: function unused(): never {
          throw new Error('not reached');
        },
      },
    },
  ])('gives no skeleton with $name', async ({ webAssembly }) => {
    const userLineSkeleton = await skeletonWith(webAssembly);
    expect(userLineSkeleton(LINE, 0, LINE.length)).toBeUndefined();
  });

  it('gives one with WebAssembly (the case above is not vacuous)', async () => {
    const userLineSkeleton = await skeletonWith((globalThis as { WebAssembly?: unknown }).WebAssembly);
    expect(userLineSkeleton(LINE, 0, LINE.length)).toBeDefined();
  });
});
