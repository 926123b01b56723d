import { expect } from 'vitest';
import raw from './pump-vectors.json' with { type: 'json' };

/**
 * One worked vector of pump-vectors.json beside this file: the worked values of docs/reference/pump-engineering.md,
 * kept in the package so its tests are self-contained.
 */
export interface PumpVector {
  readonly id: string;
  readonly inputs: Readonly<Record<string, unknown>>;
  readonly expected: Readonly<Record<string, unknown>>;
  readonly tolerance_rel: number;
}

const VECTORS = raw as unknown as readonly PumpVector[];

/** Looks a vector up by id; throws in tests when it is missing. */
export function vector(id: string): PumpVector {
  const found = VECTORS.find((candidate) => candidate.id === id);
  if (found === undefined) {
    throw new Error(`vector ${id} not found`);
  }
  return found;
}

/** A number field of a vector's inputs or expected values. */
export function num(record: Readonly<Record<string, unknown>>, key: string): number {
  const value = record[key];
  if (typeof value !== 'number') {
    throw new Error(`${key} is not a number`);
  }
  return value;
}

/** A number-list field of a vector. */
export function nums(record: Readonly<Record<string, unknown>>, key: string): number[] {
  const value = record[key];
  if (!Array.isArray(value)) {
    throw new Error(`${key} is not a list`);
  }
  return value.map((item) => Number(item));
}

/** Asserts |actual − expected| ≤ rel·|expected| (or ≤ rel when expected is 0). */
export function expectClose(actual: number | null | undefined, expected: number, rel: number): void {
  expect(actual).toBeTypeOf('number');
  const bound = expected === 0 ? rel : Math.abs(expected) * rel;
  expect(Math.abs((actual as number) - expected)).toBeLessThanOrEqual(bound);
}
