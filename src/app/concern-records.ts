/**
 * How each per-session concern (analyze/concerns/) is stored: what a re-read of a file replaces, and
 * how one session's part is recorded (by the concern's repository in store/). The mapped type makes the
 * compiler ask for an entry for every concern registered there.
 */
import type { FormatId } from '../ingest/formats/index.js';
import type { ConcernId, ConcernParts } from '../analyze/concerns/index.js';
import type { Correction } from '../corrections/types.js';
import type { DelegationPoint } from '../delegation/delegation-detector.js';
import type { Finding } from '../detectors/types.js';
import type { AnalyzedSession } from '../analyze/concerns/index.js';
import { forgetCorrections, forgetLanguages, recordCorrections, recordLanguages } from '../store/corrections.js';
import { forgetDelegation, recordDelegation } from '../store/delegation-history.js';
import type { FileRecord } from '../store/files.js';
import { forgetFindings, recordFindings } from '../store/findings.js';
import { forgetRouting, recordRouting } from '../store/routing-history.js';
import { forgetExposures, recordExposures } from '../store/exposures.js';
import type { Exposure } from '../analyze/concerns/exposures.js';
import type { Sql } from '../store/sql.js';

/** What one file's rows are stored with. */
export interface RecordContext {
  sql: Sql;
  run: number;
  file: FileRecord;
  format: FormatId;
  /** Epoch seconds a line without a timestamp is dated by: its file's last change (the same whenever it is read). */
  undated: number;
  /** A delegation point is accepted when a Task call comes within this many calls (settles pending points). */
  acceptanceCalls: number;
}

export interface ConcernRecord<Part, Fresh> {
  /** Before a file's rows are stored again: drops what this reading replaces (file.fromStart, file.rewritten). */
  forget(sql: Sql, file: FileRecord): void;
  /** Stores one session's part of the file; returns what was stored for the first time. */
  record(context: RecordContext, session: AnalyzedSession, part: Part): Fresh[];
}

export const CONCERN_RECORDS = {
  findings: {
    forget: (sql, file) => {
      if (file.rewritten) forgetFindings(sql, file.path);
    },
    record: (context, _session, part) => recordFindings(context.sql, context, part.findings),
  } satisfies ConcernRecord<ConcernParts['findings'], Finding>,
  corrections: {
    forget: (sql, file) => {
      if (file.fromStart) forgetLanguages(sql, file.path);
      if (file.rewritten) forgetCorrections(sql, file.path);
    },
    record: (context, session, part) => {
      recordLanguages(context.sql, context.file.path, context.format, session.sessionId, part.languages);
      return recordCorrections(context.sql, context, part.corrections);
    },
  } satisfies ConcernRecord<ConcernParts['corrections'], Correction>,
  delegation: {
    forget: (sql, file) => {
      if (file.fromStart || file.rewritten) forgetDelegation(sql, file.path, file.rewritten);
    },
    record: (context, _session, part) => recordDelegation(context.sql, { ...context, file: context.file.path, fromStart: context.file.fromStart }, part),
  } satisfies ConcernRecord<ConcernParts['delegation'], DelegationPoint>,
  routing: {
    forget: (sql, file) => {
      if (file.rewritten) forgetRouting(sql, file.path);
    },
    record: (context, session, part) => {
      recordRouting(context.sql, context.file.path, context.format, session.sessionId, part);
      return [];
    },
  } satisfies ConcernRecord<ConcernParts['routing'], never>,
  exposures: {
    forget: (sql, file) => {
      if (file.rewritten) forgetExposures(sql, file.path);
    },
    record: (context, _session, part) => recordExposures({ ...context, file: context.file }, part.exposures),
  } satisfies ConcernRecord<ConcernParts['exposures'], Exposure>,
} satisfies { [Id in ConcernId]: ConcernRecord<ConcernParts[Id], unknown> };
