import { PART_CSV_COLUMNS, TAXONOMY_MESSAGES } from '@specsource/contracts';
import { describe, expect, it } from 'vitest';
import { parsePartsCsv } from './parse-parts-csv.ts';
import type { ImportSnapshot } from './parts-import-plan.ts';
import { planPartsImport } from './plan-parts-import.ts';

const HEADER =
  'part_title,part_slug,part_description,part_type,classification,classification_optional,attribute,attribute_optional,attribute_type,attribute_options,attribute_units,attribute_min,attribute_max';

const snapshot: ImportSnapshot = {
  partTypes: [{ id: 1, name: 'Pump' }],
  classifications: [{ id: 10, title: 'Performance' }],
  attributes: [{ id: 100, classificationId: 10, title: 'Flow rate', type: 'number', key: 'flow_rate' }],
  units: [{ id: 7, title: 'gpm' }],
  parts: [
    { id: 5, slug: 'pump', title: 'Pump' },
    { id: 6, slug: 'valve', title: 'Valve' },
    { id: 8, slug: 'valve-2', title: 'valve' },
  ],
  slugHistory: [{ slug: 'old-pump', partId: 5 }],
};

function plan(lines: string[]) {
  const parsed = parsePartsCsv([HEADER, ...lines].join('\n'));
  expect(parsed.problems).toEqual([]);
  return planPartsImport(parsed.rows, snapshot);
}

describe('parsePartsCsv', () => {
  it('reads known columns in any order and skips blank rows', () => {
    const parsed = parsePartsCsv('Attribute,classification,part_title\nFlow rate, Performance ,Pump\n,,\n');
    expect(parsed.problems).toEqual([]);
    expect(parsed.rows).toHaveLength(1);
    expect(parsed.rows[0]?.row).toBe(2);
    expect(parsed.rows[0]?.cells).toMatchObject({
      attribute: 'Flow rate',
      classification: 'Performance',
      part_slug: '',
    });
  });

  it('refuses unknown, repeated and missing columns, naming them', () => {
    const parsed = parsePartsCsv('part_title,atribute,part_title\nPump,x,y\n');
    expect(parsed.rows).toEqual([]);
    expect(parsed.problems.map((problem) => problem.message)).toEqual([
      expect.stringContaining("Unknown column 'atribute'"),
      "The column 'part_title' appears twice",
      "The column 'classification' is required",
      "The column 'attribute' is required",
    ]);
  });

  it('reports ragged rows and broken CSV with their row', () => {
    expect(parsePartsCsv('part_title,classification,attribute\nPump,Performance\n').problems).toEqual([
      { row: 2, column: null, message: 'The row has 2 values but the header has 3 columns' },
    ]);
    expect(parsePartsCsv('part_title,classification,attribute\n"Pump,a,b\n').problems[0]?.message).toMatch(
      /not valid CSV/,
    );
    expect(parsePartsCsv('').problems).toEqual([{ row: null, column: null, message: 'The file is empty' }]);
  });
});

describe('planPartsImport', () => {
  it('updates a part found by slug (or an old slug) and reuses existing taxonomy', () => {
    const result = plan([
      'Pump,old-pump,Centrifugal,pump,Performance,false,Flow rate,no,,,,,',
      ',old-pump,,,Performance,,Head,yes,number,,ft|m,0,',
    ]);
    expect(result.problems).toEqual([]);
    expect(result.parts).toEqual([
      {
        row: 2,
        partId: 5,
        title: 'Pump',
        description: 'Centrifugal',
        partTypeId: 1,
        cards: [
          {
            classification: { kind: 'existing', id: 10 },
            isOptional: false,
            attributes: [
              { attribute: { kind: 'existing', id: 100 }, isOptional: false },
              { attribute: { kind: 'new', key: '#10\u0000head' }, isOptional: true },
            ],
          },
        ],
      },
    ]);
    expect(result.newUnits).toEqual(['ft', 'm']);
    expect(result.newAttributes).toEqual([
      {
        key: '#10\u0000head',
        classification: { kind: 'existing', id: 10 },
        title: 'Head',
        type: 'number',
        options: [],
        unitTitles: ['ft', 'm'],
        minValue: 0,
        maxValue: null,
        minExclusive: false,
        maxExclusive: false,
        attributeKey: null,
        optionKeys: [],
      },
    ]);
  });

  it('creates a part, its classification and attributes when nothing matches; cards keep file order', () => {
    const result = plan([
      'Blower,,,,Duty,true,Air flow,,number,,gpm,,',
      'Blower,,,,Site,,Voltage,,select,230 V|460 V,,,',
      'Blower,,,,Duty,,Pressure,,text,,,,',
    ]);
    expect(result.problems).toEqual([]);
    expect(result.parts[0]).toMatchObject({ partId: null, title: 'Blower', partTypeId: null });
    expect(
      result.parts[0]?.cards.map((card) => [card.classification, card.isOptional, card.attributes.length]),
    ).toEqual([
      [{ kind: 'new', key: 'duty' }, true, 2],
      [{ kind: 'new', key: 'site' }, false, 1],
    ]);
    expect(result.newClassifications).toEqual([
      { key: 'duty', title: 'Duty' },
      { key: 'site', title: 'Site' },
    ]);
    expect(
      result.newAttributes.map((attribute) => [attribute.title, attribute.type, attribute.options]),
    ).toEqual([
      ['Air flow', 'number', []],
      ['Pressure', 'text', []],
      ['Voltage', 'select', ['230 V', '460 V']],
    ]);
    expect(result.newUnits).toEqual([]);
  });

  it('names row and column for every mistake', () => {
    const result = plan([
      ',,,,Performance,,Flow rate,,,,,,',
      'Motor,,,Rocket,Performance,maybe,Flow rate,,select,,,,',
      'Motor,,,,Performance,,Speed,,,,,,',
      'Motor,,,,Performance,,Flow rate,,,,,,',
      'Gear,,,,Drive,,Ratio,,select,,,,',
      'Gear,,,,Drive,,Teeth,,number,,,9,1',
      // An unknown slug falls back to the title, so this is Gear again; Teeth is not reported twice.
      'Gear,nope,,,Drive,,Teeth,,,,,,',
      'Valve,,,,Performance,,Flow rate,,,,,,',
    ]);
    expect(result.problems.map(({ row, column, message }) => [row, column, message])).toEqual([
      [2, 'part_title', 'The part title: title field id required'],
      [3, 'part_type', "No part type is called 'Rocket'. Use one of: Pump, or leave it blank"],
      [3, 'classification_optional', "Use true or false (or yes/no, 1/0), not 'maybe'"],
      [
        3,
        'attribute_type',
        "The attribute 'Flow rate' of 'Performance' exists with the type number; leave attribute_type blank or give number",
      ],
      [
        4,
        'attribute_type',
        expect.stringContaining("'Speed' is a new attribute of 'Performance': give its type"),
      ],
      [5, 'attribute', "'Flow rate' is already on this classification card (row 3)"],
      [6, 'attribute_options', 'Give at least one option for a radio, select or searchable select attribute'],
      [7, 'attribute_min', 'The minimum must not be greater than the maximum'],
      [
        8,
        'part_slug',
        'The same part as row 6: give its rows the same part_slug (or none) so they are read together',
      ],
      [9, 'part_slug', "Several parts are titled 'Valve' (valve, valve-2); give part_slug to say which"],
    ]);
  });

  it('refuses a part whose rows disagree, and one part reached twice', () => {
    const result = plan([
      'Pump,pump,First,,Performance,,Flow rate,,,,,,',
      'Pump,pump,Second,,Performance,,Head,,number,,,,',
      'Pump,,,,Performance,,Flow rate,,,,,,',
    ]);
    expect(result.problems.map(({ row, column }) => [row, column])).toEqual([
      [3, 'part_description'],
      [4, 'part_slug'],
    ]);
  });

  it('creates keyed attributes with their option keys and exclusive bounds, refusing what the search cannot read', () => {
    const keyed = (lines: string[]) => {
      const parsed = parsePartsCsv([PART_CSV_COLUMNS.join(','), ...lines].join('\n'));
      expect(parsed.problems).toEqual([]);
      return planPartsImport(parsed.rows, snapshot);
    };
    const good = keyed([
      'Skid,,,pump,Performance,,Head,,number,,ft|m,0,,true,,head,',
      'Skid,,,,Performance,,Liquid,,select,Water|Sea,,,,,,fluid,water|seawater',
    ]);
    expect(good.problems).toEqual([]);
    expect(
      good.newAttributes.map(({ title, attributeKey, optionKeys, minExclusive }) => [
        title,
        attributeKey,
        optionKeys,
        minExclusive,
      ]),
    ).toEqual([
      ['Head', 'head', [], true],
      ['Liquid', 'fluid', ['water', 'seawater'], false],
    ]);

    const bad = keyed([
      'Skid,,,pump,Performance,,Liquid,,select,Water|Mud,,,,,,fluid,water|mud',
      'Skid,,,,Performance,,Rate,,number,,,,,,,flow_rate,',
      'Skid,,,,Performance,,Lift,,number,,bbl,,,,,head,',
      'Skid,,,,Performance,,Flow rate,,,,,,,,,speed,',
      'Skid,,,,Performance,,Drive,,text,,,,,,,variable_speed,',
    ]);
    expect(bad.problems.map(({ row, column, message }) => [row, column, message])).toEqual([
      [
        2,
        'attribute_option_keys',
        expect.stringMatching(
          /^The option 'Mud' has the key 'mud', which the pump search cannot read as fluid: use one of water, /,
        ),
      ],
      [
        3,
        'attribute_key',
        "The key 'flow_rate' is already on the attribute 'Flow rate'; each key belongs to one attribute",
      ],
      [
        4,
        'attribute_units',
        'For the pump search, differential head is read in ft, m, psi, bar, kPa only: remove bbl',
      ],
      [
        5,
        'attribute_key',
        "The attribute 'Flow rate' of 'Performance' exists with the key flow_rate; leave attribute_key blank or change the key on its classification's page",
      ],
      [6, 'attribute_type', TAXONOMY_MESSAGES.keyType('variable_speed')],
    ]);
  });
});
