import { describe, expect, it } from 'vitest';
import { type ExistingCard, planCardChanges, type WantedCard } from './plan-card-changes.ts';

const existing: ExistingCard[] = [
  {
    id: 10,
    classificationId: 1,
    isOptional: false,
    sortOrder: 0,
    links: [
      { id: 100, attributeId: 11, isOptional: false, sortOrder: 0 },
      { id: 101, attributeId: 12, isOptional: true, sortOrder: 1 },
    ],
  },
  {
    id: 20,
    classificationId: 2,
    isOptional: true,
    sortOrder: 1,
    links: [{ id: 200, attributeId: 21, isOptional: false, sortOrder: 0 }],
  },
];

const unchanged: WantedCard[] = [
  {
    classificationId: 1,
    isOptional: false,
    attributes: [
      { attributeId: 11, isOptional: false },
      { attributeId: 12, isOptional: true },
    ],
  },
  { classificationId: 2, isOptional: true, attributes: [{ attributeId: 21, isOptional: false }] },
];

const none = {
  deleteCardIds: [],
  updateCards: [],
  insertCards: [],
  deleteLinkIds: [],
  updateLinks: [],
  insertLinks: [],
};

describe('planCardChanges', () => {
  it('inserts every card and link of a new part, in the given order', () => {
    expect(planCardChanges([], unchanged)).toEqual({
      ...none,
      insertCards: [
        { classificationId: 1, isOptional: false, sortOrder: 0 },
        { classificationId: 2, isOptional: true, sortOrder: 1 },
      ],
      insertLinks: [
        { classificationId: 1, attributeId: 11, isOptional: false, sortOrder: 0 },
        { classificationId: 1, attributeId: 12, isOptional: true, sortOrder: 1 },
        { classificationId: 2, attributeId: 21, isOptional: false, sortOrder: 0 },
      ],
    });
  });

  it('writes nothing when nothing changed', () => {
    expect(planCardChanges(existing, unchanged)).toEqual(none);
  });

  it('keeps ids through reordering and flag changes, deletes what went, inserts what came', () => {
    const wanted: WantedCard[] = [
      { classificationId: 3, isOptional: false, attributes: [{ attributeId: 31, isOptional: false }] },
      {
        classificationId: 1,
        isOptional: true,
        attributes: [
          { attributeId: 13, isOptional: false },
          { attributeId: 11, isOptional: true },
        ],
      },
    ];
    expect(planCardChanges(existing, wanted)).toEqual({
      deleteCardIds: [20],
      updateCards: [{ id: 10, isOptional: true, sortOrder: 1 }],
      insertCards: [{ classificationId: 3, isOptional: false, sortOrder: 0 }],
      deleteLinkIds: [101],
      updateLinks: [{ id: 100, isOptional: true, sortOrder: 1 }],
      insertLinks: [
        { classificationId: 3, attributeId: 31, isOptional: false, sortOrder: 0 },
        { classificationId: 1, attributeId: 13, isOptional: false, sortOrder: 0 },
      ],
    });
  });
});
