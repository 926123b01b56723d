import { describe, expect, it } from 'vitest';
import { pumpAnswerOf } from '../../../test/part-answer.ts';
import { hasAttributeKeys, withCurrentKeys } from './answer-keys.ts';

describe('withCurrentKeys', () => {
  it('gives an answer stored before keys the current keys by attribute id, option keys by wording', () => {
    const stored = pumpAnswerOf([
      { title: 'Flow rate', value: 500, units: ['gpm'], unit_value: 'gpm' },
      {
        title: 'Materials',
        type: 'select',
        value: 'All bronze',
        options: ['Cast iron', 'All bronze', 'Gold'],
      },
    ]);
    // Since then: both attributes renamed, 'Cast iron' reworded, 'Gold' dropped.
    const current = pumpAnswerOf([
      { title: 'Q', key: 'flow_rate', value: null, units: ['gpm'] },
      {
        title: 'Wetted parts',
        key: 'materials',
        type: 'select',
        value: null,
        options: ['Grey iron', 'All bronze'],
        option_keys: ['cast-iron', 'all-bronze'],
      },
    ]);
    expect(hasAttributeKeys(stored)).toBe(false);
    const keyed = withCurrentKeys(stored, current);
    expect(hasAttributeKeys(keyed)).toBe(true);
    const attributes = keyed.partclassification_set[0]?.partclassificationattribute_set.map(
      (link) => link.attribute,
    );
    expect(
      attributes?.map(({ title, key, options, option_keys }) => ({ title, key, options, option_keys })),
    ).toEqual([
      { title: 'Flow rate', key: 'flow_rate', options: [], option_keys: [] },
      {
        title: 'Materials',
        key: 'materials',
        options: ['Cast iron', 'All bronze', 'Gold'],
        option_keys: ['', 'all-bronze', ''],
      },
    ]);
  });
});
