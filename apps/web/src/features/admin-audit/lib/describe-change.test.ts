import { describe, expect, it } from 'vitest';
import { describeChange } from './describe-change.ts';

describe('describeChange', () => {
  it('names what was created or deleted by its title', () => {
    expect(describeChange(null, { id: 3, title: 'Pump' })).toBe("Created 'Pump'");
    expect(describeChange({ id: 3, title: 'Pump' }, null)).toBe("Deleted 'Pump'");
    expect(describeChange(null, { supplier_ids: [1] })).toBe('Created');
  });

  it('lists only the fields an update changed, before → after', () => {
    expect(
      describeChange(
        { id: 3, title: 'Pump', options: ['a'], unit: [] },
        { id: 3, title: 'Pumps', options: ['a', 'b'], unit: [] },
      ),
    ).toBe(`title: 'Pump' → 'Pumps'; options: ["a"] → ["a","b"]`);
    expect(describeChange({ id: 3 }, { id: 3 })).toBe('No field changed');
    expect(describeChange({ a: 1 }, { b: 2 })).toBe('a: 1 → none; b: none → 2');
  });

  it("does not list a field that went from absent to null, and writes a missing value as 'none'", () => {
    expect(describeChange({ status: 'paid' }, { status: 'shipped', note: null })).toBe(
      "status: 'paid' → 'shipped'",
    );
    expect(describeChange({ note: null }, { note: 'Left at the dock' })).toBe(
      "note: none → 'Left at the dock'",
    );
  });

  it('shortens long values', () => {
    const long = 'x'.repeat(100);
    expect(describeChange({ description: '' }, { description: long })).toBe(
      `description: '' → '${'x'.repeat(58)}…`,
    );
  });
});
