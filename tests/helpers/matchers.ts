/**
 * Vitest's asymmetric matchers are typed `any`, so a table of expected values that holds one is no
 * longer type-checked. These return the same matchers typed as the value they stand for.
 */
import { expect } from 'vitest';

export function anyString(): string {
  return expect.any(String) as string;
}

export function anyNumber(): number {
  return expect.any(Number) as number;
}

export function stringContaining(text: string): string {
  return expect.stringContaining(text) as string;
}

export function stringMatching(pattern: string | RegExp): string {
  return expect.stringMatching(pattern) as string;
}

export function arrayContaining<T>(items: T[]): T[] {
  const expected: unknown[] = items;
  return expect.arrayContaining(expected) as T[];
}

export function objectContaining<T extends object>(fields: Partial<T>): T {
  return expect.objectContaining<unknown>(fields) as T;
}
