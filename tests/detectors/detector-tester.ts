/**
 * A RuleTester for detectors: tables of `valid` cases (no finding) and `invalid` cases (the findings
 * expected, each by the index of the call that completes it and of its evidence calls). Call i sits on
 * log line i + 1. Every invalid case must expect a finding; a duplicate case name is an error.
 */
import { describe, expect, it } from 'vitest';
import type { Detector, Finding } from '../../src/detectors/types.js';
import type { ReadExtent, Refusal } from '../../src/model/events.js';
import type { ToolCall } from '../../src/model/stream.js';
import { DetectorRunner } from '../../src/analyze/detector-runner.js';

export interface CallSpec {
  tool: string;
  input?: Record<string, unknown>;
  /** Calls with the same step were issued in one assistant message; default: each its own. */
  step?: string;
  cwd?: string;
  /** `null`: the call got no result. */
  result?: { isError?: boolean; refusal?: Refusal; bytes?: number; read?: ReadExtent; files?: string[] } | null;
}

export interface ValidCase {
  name: string;
  calls: CallSpec[];
  options?: Record<string, unknown>;
}

export interface ExpectedFinding {
  /** Indexes of the evidence calls, the completing call last. */
  evidence: number[];
  wastedBytes?: number;
}

export interface InvalidCase extends ValidCase {
  findings: ExpectedFinding[];
}

export function buildCalls(specs: CallSpec[]): ToolCall[] {
  return specs.map((spec, index) => ({
    id: `call-${index}`,
    tool: spec.tool,
    rawTool: spec.tool,
    input: spec.input ?? {},
    step: spec.step ?? `msg-${index}`,
    index,
    cwd: spec.cwd ?? '/repo',
    location: { file: '/logs/session.jsonl', line: index + 1 },
    ...(spec.result !== null && { result: { isError: false, ...spec.result, location: { file: '/logs/session.jsonl', line: index + 1 } } }),
  }));
}

export function runDetector(detector: Detector<any>, specs: CallSpec[], options?: Record<string, unknown>): Finding[] {
  const findings: Finding[] = [];
  const runner = new DetectorRunner([{ detector, options: { ...detector.meta.defaults, ...options } }], (finding) => findings.push(finding));
  const stream = { sessionId: 'session', streamId: 'main' };
  for (const call of buildCalls(specs)) runner.onItem(stream, { type: 'call', call });
  runner.onStreamEnd(stream);
  return findings;
}

export function testDetector(detector: Detector<any>, cases: { valid: ValidCase[]; invalid: InvalidCase[] }): void {
  const names = [...cases.valid, ...cases.invalid].map((testCase) => testCase.name);
  const duplicate = names.find((name, index) => names.indexOf(name) !== index);
  if (duplicate) throw new Error(`${detector.meta.id}: duplicate case "${duplicate}"`);
  const empty = cases.invalid.find((testCase) => testCase.findings.length === 0);
  if (empty) throw new Error(`${detector.meta.id}: invalid case "${empty.name}" expects no finding`);

  describe(detector.meta.id, () => {
    describe('valid', () => {
      it.each(cases.valid.map((testCase) => [testCase.name, testCase] as const))('%s', (_name, testCase) => {
        expect(runDetector(detector, testCase.calls, testCase.options)).toEqual([]);
      });
    });
    describe('invalid', () => {
      it.each(cases.invalid.map((testCase) => [testCase.name, testCase] as const))('%s', (_name, testCase) => {
        const findings = runDetector(detector, testCase.calls, testCase.options);
        expect(
          findings.map((finding) => ({
            evidence: finding.lines.map((line) => line - 1),
            ...(testCase.findings.some((expected) => expected.wastedBytes !== undefined) && { wastedBytes: finding.wastedBytes }),
          })),
        ).toEqual(testCase.findings);
        for (const finding of findings) {
          expect(finding.line).toBe(finding.lines[finding.lines.length - 1]);
          expect(finding.detector).toBe(detector.meta.id);
        }
      });
    });
  });
}
