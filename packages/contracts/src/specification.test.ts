import { describe, expect, it } from 'vitest';
import type { PartStructure } from './parts.ts';
import {
  answerFieldErrors,
  buildSpecificationSchema,
  checkAnswer,
  SPECIFICATION_MESSAGES,
  type SpecificationStructure,
  validateAnswer,
} from './specification.ts';

// A small pump: a required 'Duty point' card, an optional 'Extras' card.
const STRUCTURE: SpecificationStructure = {
  id: 7,
  slug: 'pump',
  title: 'Pump',
  description: '',
  part_type: 'pump',
  partclassification_set: [
    {
      id: 1,
      classification: { id: 10, title: 'Duty point' },
      is_optional: false,
      partclassificationattribute_set: [
        {
          id: 100,
          is_optional: false,
          attribute: {
            id: 1,
            title: 'Flow rate',
            type: 'number',
            options: [],
            unit: [
              { id: 1, title: 'gpm' },
              { id: 2, title: 'm3/h' },
            ],
            value: null,
            unit_value: null,
            min_value: 0,
            max_value: 5000,
          },
        },
        {
          id: 101,
          is_optional: false,
          attribute: {
            id: 2,
            title: 'Seal',
            type: 'select',
            options: ['Mechanical seal', 'Packing'],
            unit: [],
            value: null,
            unit_value: null,
          },
        },
        {
          id: 102,
          is_optional: true,
          attribute: {
            id: 3,
            title: 'Notes',
            type: 'text',
            options: [],
            unit: [],
            value: null,
            unit_value: null,
          },
        },
      ],
    },
    {
      id: 2,
      classification: { id: 20, title: 'Extras' },
      is_optional: true,
      partclassificationattribute_set: [
        {
          id: 200,
          is_optional: false,
          attribute: {
            id: 4,
            title: 'VFD',
            type: 'checkbox',
            options: [],
            unit: [],
            value: null,
            unit_value: null,
          },
        },
        {
          id: 201,
          is_optional: false,
          attribute: {
            id: 5,
            title: 'Fluid',
            type: 'editable_select',
            options: ['Water'],
            unit: [],
            value: null,
            unit_value: null,
          },
        },
        {
          id: 202,
          is_optional: false,
          attribute: {
            id: 6,
            title: 'Orientation',
            type: 'radio',
            options: ['Horizontal', 'Vertical'],
            unit: [],
            value: null,
            unit_value: null,
          },
        },
      ],
    },
  ],
};

type Values = Record<number, { value: unknown; unit_value?: string | null }>;

/** The structure as the wizard sends it, with values by attribute id. */
function answerWith(values: Values): PartStructure {
  const filled = structuredClone(STRUCTURE) as PartStructure;
  for (const card of filled.partclassification_set) {
    for (const link of card.partclassificationattribute_set) {
      const sent = values[link.attribute.id];
      if (sent) {
        link.attribute.value = sent.value;
        link.attribute.unit_value = sent.unit_value ?? null;
      }
    }
  }
  return filled;
}

const VALID: Values = { 1: { value: '250', unit_value: 'gpm' }, 2: { value: 'Packing' } };

describe('validateAnswer', () => {
  it('accepts the required fields filled and leaves optional ones (and a whole optional card) empty', () => {
    expect(validateAnswer(STRUCTURE, answerWith(VALID))).toEqual([]);
  });

  it('asks for every required field, but not for optional attributes or those in an optional card', () => {
    expect(validateAnswer(STRUCTURE, answerWith({}))).toEqual([
      { path: 'answer.1', message: 'This field is required' },
      { path: 'answer.2', message: 'This field is required' },
    ]);
    expect(validateAnswer(STRUCTURE, answerWith({ ...VALID, 2: { value: '   ' } }))).toEqual([
      { path: 'answer.2', message: SPECIFICATION_MESSAGES.required },
    ]);
  });

  it('counts a card or attribute left out of the answer as empty', () => {
    const answer = answerWith(VALID);
    answer.partclassification_set = [];
    expect(validateAnswer(STRUCTURE, answer).map((problem) => problem.path)).toEqual([
      'answer.1',
      'answer.2',
    ]);
  });

  it.each([
    ['abc', SPECIFICATION_MESSAGES.notANumber],
    [true, SPECIFICATION_MESSAGES.notANumber],
    ['12..5', SPECIFICATION_MESSAGES.notANumber],
    [-1, 'Enter 0 gpm or more'],
    ['5000.5', 'Enter 5000 gpm or less'],
  ])('refuses the flow rate %j', (value, message) => {
    expect(validateAnswer(STRUCTURE, answerWith({ ...VALID, 1: { value, unit_value: 'gpm' } }))).toEqual([
      { path: 'answer.1', message },
    ]);
  });

  it('checks bounds in every unit it can convert, and says the limit in the unit typed', () => {
    // 5000 gpm × 3.785411784 L/gal × 60 min/h / 1000 L/m³ = 1135.62 m³/h: 1135 shown (a maximum rounds down).
    expect(
      validateAnswer(STRUCTURE, answerWith({ ...VALID, 1: { value: 1136, unit_value: 'm3/h' } })),
    ).toEqual([{ path: 'answer.1', message: 'Enter 1135 m3/h or less' }]);
    expect(
      validateAnswer(STRUCTURE, answerWith({ ...VALID, 1: { value: 1135.6, unit_value: 'm3/h' } })),
    ).toEqual([]);
    expect(validateAnswer(STRUCTURE, answerWith({ ...VALID, 1: { value: -1, unit_value: 'm3/h' } }))).toEqual(
      [{ path: 'answer.1', message: 'Enter 0 m3/h or more' }],
    );
  });

  it('refuses an exclusive bound itself, and a keyed flow or head of 0 or less whatever the bounds say', () => {
    const exclusive = structuredClone(STRUCTURE);
    const flow = exclusive.partclassification_set[0]?.partclassificationattribute_set[0]?.attribute;
    if (!flow) {
      throw new Error('the structure has a flow rate');
    }
    flow.min_exclusive = true;
    expect(validateAnswer(exclusive, answerWith({ ...VALID, 1: { value: 0, unit_value: 'gpm' } }))).toEqual([
      { path: 'answer.1', message: 'Enter more than 0 gpm' },
    ]);
    expect(
      validateAnswer(exclusive, answerWith({ ...VALID, 1: { value: 0.001, unit_value: 'gpm' } })),
    ).toEqual([]);
    Object.assign(flow, { min_value: null, max_value: null, min_exclusive: false, key: 'flow_rate' });
    for (const value of [0, -5]) {
      expect(validateAnswer(exclusive, answerWith({ ...VALID, 1: { value, unit_value: 'm3/h' } }))).toEqual([
        { path: 'answer.1', message: 'Enter more than 0 m3/h' },
      ]);
    }
    flow.key = null;
    expect(validateAnswer(exclusive, answerWith({ ...VALID, 1: { value: -5, unit_value: 'gpm' } }))).toEqual(
      [],
    );
  });

  it("asks for a unit when a value has none, or one the attribute doesn't list: 'please select a unit'", () => {
    for (const unit_value of [null, 'ft', 'GPM']) {
      expect(validateAnswer(STRUCTURE, answerWith({ ...VALID, 1: { value: 250, unit_value } }))).toEqual([
        { path: 'answer.1.unit', message: 'please select a unit' },
      ]);
    }
  });

  it('refuses a value outside the options of a select or radio, but takes any text in an editable select', () => {
    const problems = validateAnswer(
      STRUCTURE,
      answerWith({
        ...VALID,
        2: { value: 'Magic seal' },
        5: { value: 'Glycol 30%' },
        6: { value: 'Diagonal' },
      }),
    );
    expect(problems).toEqual([
      { path: 'answer.2', message: SPECIFICATION_MESSAGES.notAnOption },
      { path: 'answer.6', message: SPECIFICATION_MESSAGES.notAnOption },
    ]);
  });

  it('takes only true or false for a checkbox, and text within its length', () => {
    expect(
      validateAnswer(
        STRUCTURE,
        answerWith({ ...VALID, 4: { value: 'yes' }, 3: { value: 'x'.repeat(1001) } }),
      ),
    ).toEqual([
      { path: 'answer.3', message: SPECIFICATION_MESSAGES.textTooLong },
      { path: 'answer.4', message: SPECIFICATION_MESSAGES.notABoolean },
    ]);
    expect(validateAnswer(STRUCTURE, answerWith({ ...VALID, 3: { value: { text: 'hi' } } }))).toEqual([
      { path: 'answer.3', message: SPECIFICATION_MESSAGES.notText },
    ]);
  });

  it('refuses attributes and classifications the structure does not have, or has in another card', () => {
    const answer = answerWith(VALID);
    const [duty, extras] = answer.partclassification_set;
    duty?.partclassificationattribute_set.push({
      id: 999,
      is_optional: true,
      attribute: {
        id: 99,
        title: 'Colour',
        type: 'text',
        options: [],
        unit: [],
        value: 'red',
        unit_value: null,
      },
    });
    // 'VFD' (4) belongs to the Extras card, not to Duty point.
    const vfd = extras?.partclassificationattribute_set[0];
    if (vfd) {
      duty?.partclassificationattribute_set.push(vfd);
    }
    answer.partclassification_set.push({
      id: 3,
      classification: { id: 30, title: 'Secret' },
      is_optional: true,
      partclassificationattribute_set: [],
    });
    expect(validateAnswer(STRUCTURE, answer)).toEqual([
      { path: 'answer.99', message: SPECIFICATION_MESSAGES.unknownAttribute },
      { path: 'answer.4', message: SPECIFICATION_MESSAGES.unknownAttribute },
      { path: 'answer.classification.30', message: SPECIFICATION_MESSAGES.unknownClassification },
    ]);
  });

  it('refuses an attribute sent twice, an answer of another part, and something that is no answer', () => {
    const twice = answerWith(VALID);
    const link = twice.partclassification_set[0]?.partclassificationattribute_set[1];
    if (link) {
      twice.partclassification_set[0]?.partclassificationattribute_set.push(link);
    }
    expect(validateAnswer(STRUCTURE, twice)).toEqual([
      { path: 'answer.2', message: SPECIFICATION_MESSAGES.duplicateAttribute },
    ]);
    expect(validateAnswer(STRUCTURE, { ...answerWith(VALID), id: 8 })).toEqual([
      { path: 'answer.id', message: SPECIFICATION_MESSAGES.otherPart },
    ]);
    expect(validateAnswer(STRUCTURE, 'pump')[0]?.path).toBe('answer');
    expect(validateAnswer(STRUCTURE, { id: 7, partclassification_set: [{}] })[0]?.path).toBe(
      'answer.partclassification_set.0.classification',
    );
  });
});

describe('checkAnswer', () => {
  it('normalises: the current structure (titles, options) with numbers, trimmed text and checkboxes', () => {
    const sent = answerWith({
      ...VALID,
      1: { value: ' 1,250.5 ', unit_value: 'gpm' },
      3: { value: '  hi ' },
    });
    // A tampered title or option list is not kept: the structure's own are.
    const flow = sent.partclassification_set[0]?.partclassificationattribute_set[0]?.attribute;
    if (flow) {
      flow.title = '<script>';
    }
    const { problems, answer } = checkAnswer(STRUCTURE, sent);
    expect(problems).toEqual([]);
    const attributes = answer?.partclassification_set.flatMap((card) =>
      card.partclassificationattribute_set.map((link) => link.attribute),
    );
    expect(attributes?.map((attribute) => [attribute.title, attribute.value, attribute.unit_value])).toEqual([
      ['Flow rate', 1250.5, 'gpm'],
      ['Seal', 'Packing', null],
      ['Notes', 'hi', null],
      ['VFD', false, null],
      ['Fluid', null, null],
      ['Orientation', null, null],
    ]);
    // Bounds are the server's business, not part of the stored answer.
    expect(JSON.stringify(answer)).not.toContain('min_value');
  });
});

describe('answerFieldErrors', () => {
  it('groups messages by path', () => {
    expect(
      answerFieldErrors([
        { path: 'answer.1', message: 'a' },
        { path: 'answer.1', message: 'b' },
        { path: 'answer.1.unit', message: 'c' },
      ]),
    ).toEqual({ 'answer.1': ['a', 'b'], 'answer.1.unit': ['c'] });
  });
});

describe('buildSpecificationSchema', () => {
  it('parses a valid answer into the normalised one', () => {
    const parsed = buildSpecificationSchema(STRUCTURE).parse(answerWith(VALID));
    expect(parsed.partclassification_set[0]?.partclassificationattribute_set[0]?.attribute.value).toBe(250);
  });

  it('reports the same problems, with paths relative to the answer', () => {
    const result = buildSpecificationSchema(STRUCTURE).safeParse(answerWith({ 1: { value: 5 } }));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['1.unit', 'please select a unit'],
      ['2', 'This field is required'],
    ]);
  });
});
