import { describe, expect, it } from 'vitest';
import { FORMAT_IDS as FAST_FORMAT_IDS } from '../../../src/ingest/formats/format-ids.js';
import { FORMAT_IDS } from '../../../src/ingest/formats/index.js';

describe('the format ids without the adapters (format-ids.ts)', () => {
  it("are the registry's, in its order", () => {
    expect(FAST_FORMAT_IDS).toEqual(FORMAT_IDS);
  });
});
