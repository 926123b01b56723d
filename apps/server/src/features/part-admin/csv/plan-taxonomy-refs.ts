import {
  AttributeBodySchema,
  ClassificationBodySchema,
  type PartCsvColumn,
  UnitBodySchema,
} from '@specsource/contracts';
import {
  type AttributeKeyProblem,
  attributeKeyProblems,
} from '../../../domain/taxonomy/attribute-key-problems.ts';
import type { CellReaders } from './cell-readers.ts';
import type { Report } from './csv-cells.ts';
import { fold, splitList } from './csv-cells.ts';
import type { PartCsvRow } from './parse-parts-csv.ts';
import type { ImportSnapshot, NewAttribute, Ref } from './parts-import-plan.ts';

/** AttributeBodySchema's field names as the CSV spells them. */
const ATTRIBUTE_COLUMN_OF: Record<string, PartCsvColumn> = {
  title: 'attribute',
  type: 'attribute_type',
  options: 'attribute_options',
  unit_ids: 'attribute_units',
  min_value: 'attribute_min',
  max_value: 'attribute_max',
  min_exclusive: 'attribute_min_exclusive',
  max_exclusive: 'attribute_max_exclusive',
  key: 'attribute_key',
  option_keys: 'attribute_option_keys',
};

/** The columns holding what the pump search reads from an attribute (attribute-key-problems.ts fields). */
const KEY_PROBLEM_COLUMN: Record<AttributeKeyProblem['field'], PartCsvColumn> = {
  key: 'attribute_key',
  type: 'attribute_type',
  unit_ids: 'attribute_units',
  option_keys: 'attribute_option_keys',
};

/** What the file's rows name: classifications and attributes found in the snapshot or created by the import. */
export interface TaxonomyRefs {
  classificationRef(row: PartCsvRow): Ref | null;
  attributeRef(row: PartCsvRow, classification: Ref): Ref | null;
  /** What the import creates, in order of first mention. */
  created(): {
    newUnits: string[];
    newClassifications: { key: string; title: string }[];
    newAttributes: NewAttribute[];
  };
}

/**
 * Units and classifications by title, created when missing; attributes by title within their classification, the
 * definition columns creating new ones (each key on one attribute, checked as the pump search reads it).
 */
export function taxonomyRefs(snapshot: ImportSnapshot, report: Report, cells: CellReaders): TaxonomyRefs {
  const { flag, number } = cells;
  const unitIdByTitle = new Map(snapshot.units.map((unit) => [unit.title, unit.id]));
  const newUnits = new Set<string>();

  const classificationIdByTitle = new Map(
    snapshot.classifications.map((item) => [fold(item.title), item.id]),
  );
  const newClassifications = new Map<string, string>();
  const classificationRef = (row: PartCsvRow): Ref | null => {
    const title = row.cells.classification;
    const parsed = ClassificationBodySchema.shape.title.safeParse(title);
    if (!parsed.success) {
      report(row.row, 'classification', `The classification: ${parsed.error.issues[0]?.message}`);
      return null;
    }
    const id = classificationIdByTitle.get(fold(title));
    if (id !== undefined) {
      return { kind: 'existing', id };
    }
    if (!newClassifications.has(fold(title))) {
      newClassifications.set(fold(title), parsed.data);
    }
    return { kind: 'new', key: fold(title) };
  };

  const existingAttributes = new Map(
    snapshot.attributes.map((attribute) => [
      `${attribute.classificationId}\u0000${fold(attribute.title)}`,
      attribute,
    ]),
  );
  const newAttributes = new Map<string, { attribute: NewAttribute; row: number }>();
  // Each key belongs to one attribute: those the catalogue has, then those the file defines.
  const keyOwners = new Map<string, string>(
    snapshot.attributes.flatMap((attribute) =>
      attribute.key === null ? [] : [[attribute.key, `the attribute '${attribute.title}'`] as const],
    ),
  );
  const claimKey = (row: PartCsvRow, key: string | null): boolean => {
    const owner = key === null ? undefined : keyOwners.get(key);
    if (key === null || owner === undefined) {
      if (key !== null) {
        keyOwners.set(key, `row ${row.row}`);
      }
      return true;
    }
    report(
      row.row,
      'attribute_key',
      `The key '${key}' is already on ${owner}; each key belongs to one attribute`,
    );
    return false;
  };
  // Definitions already reported as wrong: later rows naming the attribute are not reported again.
  const refusedAttributes = new Set<string>();

  const defineAttribute = (row: PartCsvRow, classification: Ref, key: string): NewAttribute | null => {
    if (row.cells.attribute_type === '') {
      report(
        row.row,
        'attribute_type',
        `'${row.cells.attribute}' is a new attribute of '${row.cells.classification}': give its type (text, number, checkbox, radio, select, searchable_select or editable_select)`,
      );
      return null;
    }
    const unitTitles = splitList(row.cells.attribute_units);
    const parsed = AttributeBodySchema.safeParse({
      classification_id: 1,
      title: row.cells.attribute,
      type: row.cells.attribute_type.toLowerCase(),
      options: splitList(row.cells.attribute_options),
      unit_ids: unitTitles.map((_, index) => index + 1),
      min_value: number(row, 'attribute_min'),
      max_value: number(row, 'attribute_max'),
      min_exclusive: flag(row.row, 'attribute_min_exclusive', row.cells.attribute_min_exclusive),
      max_exclusive: flag(row.row, 'attribute_max_exclusive', row.cells.attribute_max_exclusive),
      key: row.cells.attribute_key === '' ? null : row.cells.attribute_key,
      option_keys: splitList(row.cells.attribute_option_keys),
    });
    if (new Set(unitTitles).size !== unitTitles.length) {
      report(row.row, 'attribute_units', 'Each unit may appear only once');
    }
    for (const title of unitTitles) {
      const unit = UnitBodySchema.shape.title.safeParse(title);
      if (!unit.success) {
        report(row.row, 'attribute_units', `The unit '${title}': ${unit.error.issues[0]?.message}`);
      } else if (!unitIdByTitle.has(unit.data)) {
        newUnits.add(unit.data);
      }
    }
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        report(row.row, ATTRIBUTE_COLUMN_OF[String(issue.path[0])] ?? 'attribute', issue.message);
      }
      return null;
    }
    if (!claimKey(row, parsed.data.key)) {
      return null;
    }
    const keyProblems = attributeKeyProblems({
      key: parsed.data.key,
      type: parsed.data.type,
      options: parsed.data.options,
      optionKeys: parsed.data.option_keys,
      unitTitles,
    });
    for (const problem of keyProblems) {
      report(row.row, KEY_PROBLEM_COLUMN[problem.field], problem.message);
    }
    if (keyProblems.length > 0) {
      return null;
    }
    return {
      key,
      classification,
      title: parsed.data.title,
      type: parsed.data.type,
      options: parsed.data.options,
      unitTitles,
      minValue: parsed.data.min_value,
      maxValue: parsed.data.max_value,
      minExclusive: parsed.data.min_exclusive,
      maxExclusive: parsed.data.max_exclusive,
      attributeKey: parsed.data.key,
      optionKeys: parsed.data.option_keys,
    };
  };

  const attributeRef = (row: PartCsvRow, classification: Ref): Ref | null => {
    if (row.cells.attribute === '') {
      report(row.row, 'attribute', 'The attribute is required on every row');
      return null;
    }
    if (classification.kind === 'existing') {
      const existing = existingAttributes.get(`${classification.id}\u0000${fold(row.cells.attribute)}`);
      if (existing) {
        const type = fold(row.cells.attribute_type);
        if (type !== '' && type !== existing.type) {
          report(
            row.row,
            'attribute_type',
            `The attribute '${existing.title}' of '${row.cells.classification}' exists with the type ${existing.type}; leave attribute_type blank or give ${existing.type}`,
          );
        }
        const key = row.cells.attribute_key;
        if (key !== '' && key !== existing.key) {
          report(
            row.row,
            'attribute_key',
            `The attribute '${existing.title}' of '${row.cells.classification}' exists with ${existing.key === null ? 'no key' : `the key ${existing.key}`}; leave attribute_key blank or change the key on its classification's page`,
          );
        }
        return { kind: 'existing', id: existing.id };
      }
    }
    const owner = classification.kind === 'existing' ? `#${classification.id}` : classification.key;
    const key = `${owner}\u0000${fold(row.cells.attribute)}`;
    const known = newAttributes.get(key);
    if (known) {
      const type = fold(row.cells.attribute_type);
      if (type !== '' && type !== known.attribute.type) {
        report(
          row.row,
          'attribute_type',
          `Differs from the attribute's definition on row ${known.row} (${known.attribute.type})`,
        );
      }
      return { kind: 'new', key };
    }
    if (refusedAttributes.has(key)) {
      return null;
    }
    const attribute = defineAttribute(row, classification, key);
    if (!attribute) {
      refusedAttributes.add(key);
      return null;
    }
    newAttributes.set(key, { attribute, row: row.row });
    return { kind: 'new', key };
  };

  return {
    classificationRef,
    attributeRef,
    created: () => ({
      newUnits: [...newUnits],
      newClassifications: [...newClassifications].map(([key, title]) => ({ key, title })),
      newAttributes: [...newAttributes.values()].map((entry) => entry.attribute),
    }),
  };
}
