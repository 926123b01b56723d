import {
  AttributeBodySchema,
  type AttributeKey,
  type AttributeType,
  ClassificationBodySchema,
  PART_CSV_LIST_SEPARATOR,
  PART_MAX_ATTRIBUTES_PER_CLASSIFICATION,
  PART_MAX_CLASSIFICATIONS,
  PartBodySchema,
  type PartCsvColumn,
  type PartCsvProblem,
  UnitBodySchema,
} from '@specsource/contracts';
import { type AttributeKeyProblem, attributeKeyProblems } from '../../../taxonomy/attribute-key-problems.ts';
import type { PartCsvRow } from './parse-parts-csv.ts';

/** What the import resolves names against: the catalogue's current taxonomy and parts. */
export interface ImportSnapshot {
  partTypes: { id: number; name: string }[];
  classifications: { id: number; title: string }[];
  attributes: {
    id: number;
    classificationId: number;
    title: string;
    type: AttributeType;
    key: string | null;
  }[];
  units: { id: number; title: string }[];
  parts: { id: number; slug: string; title: string }[];
  /** Slugs parts had before a rename: an old export still finds its part. */
  slugHistory: { slug: string; partId: number }[];
}

/** An existing row, or one the import creates (named by a key unique within the plan). */
export type Ref = { kind: 'existing'; id: number } | { kind: 'new'; key: string };

export interface NewAttribute {
  key: string;
  classification: Ref;
  title: string;
  type: AttributeType;
  options: string[];
  unitTitles: string[];
  minValue: number | null;
  maxValue: number | null;
  minExclusive: boolean;
  maxExclusive: boolean;
  attributeKey: AttributeKey | null;
  optionKeys: string[];
}

export interface PlannedCard {
  classification: Ref;
  isOptional: boolean;
  attributes: { attribute: Ref; isOptional: boolean }[];
}

export interface PlannedPart {
  /** The part's first row in the file. */
  row: number;
  /** The part the rows update; null creates one. */
  partId: number | null;
  title: string;
  description: string;
  partTypeId: number | null;
  cards: PlannedCard[];
}

export interface PartsImportPlan {
  problems: PartCsvProblem[];
  newUnits: string[];
  newClassifications: { key: string; title: string }[];
  newAttributes: NewAttribute[];
  parts: PlannedPart[];
}

const TRUE_WORDS = ['true', 'yes', '1'];
const FALSE_WORDS = ['', 'false', 'no', '0'];

const fold = (text: string) => text.trim().toLowerCase();

function splitList(cell: string): string[] {
  return cell === '' ? [] : cell.split(PART_CSV_LIST_SEPARATOR).map((item) => item.trim());
}

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

interface PartGroup {
  key: string;
  rows: PartCsvRow[];
}

/**
 * Turns the file's rows into a plan: which parts are created or updated with which cards, and which
 * classifications, attributes and units must be created first. Pure: every name is resolved against the
 * snapshot, and every problem names its row and column, so a dry run reports exactly what an import would.
 */
export function planPartsImport(rows: readonly PartCsvRow[], snapshot: ImportSnapshot): PartsImportPlan {
  const problems: PartCsvProblem[] = [];
  const report = (row: number, column: PartCsvColumn | null, message: string) => {
    problems.push({ row, column, message });
  };

  const flag = (row: number, column: PartCsvColumn, text: string): boolean => {
    const word = fold(text);
    if (TRUE_WORDS.includes(word)) {
      return true;
    }
    if (!FALSE_WORDS.includes(word)) {
      report(row, column, `Use true or false (or yes/no, 1/0), not '${text}'`);
    }
    return false;
  };

  const number = (row: PartCsvRow, column: PartCsvColumn): number | null => {
    const text = row.cells[column];
    if (text === '') {
      return null;
    }
    const value = Number(text);
    if (!Number.isFinite(value)) {
      report(row.row, column, `'${text}' is not a number`);
      return null;
    }
    return value;
  };

  /** A part's or card's column: blank on later rows repeats the first; a different value is a mistake. */
  const sameOnEveryRow = (group: readonly PartCsvRow[], column: PartCsvColumn, what: string): string => {
    const first = group[0];
    const value = group.find((row) => row.cells[column] !== '')?.cells[column] ?? '';
    for (const row of group) {
      const cell = row.cells[column];
      if (cell !== '' && cell !== value) {
        report(
          row.row,
          column,
          `Differs from the ${what}'s row ${first?.row} ('${value}'); leave it blank or repeat the same value`,
        );
      }
    }
    return value;
  };

  // --- units and classifications: by title, created when missing ---------------------------------
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

  // --- attributes: by title within their classification; the definition columns create new ones -----
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

  // --- parts: by slug when given, otherwise by exact title --------------------------------------------
  const partIdBySlug = new Map([
    ...snapshot.slugHistory.map((entry) => [entry.slug, entry.partId] as const),
    ...snapshot.parts.map((part) => [part.slug, part.id] as const),
  ]);
  const partsByTitle = Map.groupBy(snapshot.parts, (part) => fold(part.title));
  const partTypeIdByName = new Map(snapshot.partTypes.map((type) => [fold(type.name), type.id]));

  const groups = new Map<string, PartGroup>();
  for (const row of rows) {
    const slug = row.cells.part_slug.toLowerCase();
    const key = slug !== '' ? `slug:${slug}` : `title:${fold(row.cells.part_title)}`;
    const group = groups.get(key) ?? { key, rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }

  const firstRowOfPart = new Map<number | string, number>();
  const parts: PlannedPart[] = [];
  for (const { rows: group } of groups.values()) {
    const [first] = group;
    if (!first) {
      continue;
    }
    const titleText = sameOnEveryRow(group, 'part_title', 'part');
    const description = sameOnEveryRow(group, 'part_description', 'part');
    const typeName = sameOnEveryRow(group, 'part_type', 'part');

    const title = PartBodySchema.shape.title.safeParse(titleText);
    if (!title.success) {
      report(first.row, 'part_title', `The part title: ${title.error.issues[0]?.message}`);
    }
    const describedAs = PartBodySchema.shape.description.safeParse(description);
    if (!describedAs.success) {
      report(first.row, 'part_description', describedAs.error.issues[0]?.message ?? 'Invalid description');
    }

    let partTypeId: number | null = null;
    if (typeName !== '') {
      partTypeId = partTypeIdByName.get(fold(typeName)) ?? null;
      if (partTypeId === null) {
        const names = snapshot.partTypes.map((type) => type.name).join(', ');
        report(
          first.row,
          'part_type',
          `No part type is called '${typeName}'. Use one of: ${names}, or leave it blank`,
        );
      }
    }

    // A slug no part has (a file from another installation, an empty catalogue) falls back to the title.
    const slug = first.cells.part_slug.toLowerCase();
    let partId = slug === '' ? null : (partIdBySlug.get(slug) ?? null);
    if (partId === null) {
      const sameTitle = partsByTitle.get(fold(titleText)) ?? [];
      if (sameTitle.length > 1) {
        const slugs = sameTitle.map((part) => part.slug).join(', ');
        report(
          first.row,
          'part_slug',
          `Several parts are titled '${titleText}' (${slugs}); give part_slug to say which`,
        );
      }
      partId = sameTitle.length === 1 ? (sameTitle[0]?.id ?? null) : null;
    }
    // A part is read from all its rows together: two groups reaching one part (or one new title) are a mistake.
    const partKey = partId ?? `new:${fold(titleText)}`;
    const earlierRow = firstRowOfPart.get(partKey);
    if (earlierRow !== undefined) {
      report(
        first.row,
        'part_slug',
        `The same part as row ${earlierRow}: give its rows the same part_slug (or none) so they are read together`,
      );
    }
    firstRowOfPart.set(partKey, first.row);

    const cards = planCards(group);
    if (cards.length > PART_MAX_CLASSIFICATIONS) {
      report(first.row, 'classification', `A part has at most ${PART_MAX_CLASSIFICATIONS} classifications`);
    }
    parts.push({
      row: first.row,
      partId,
      title: title.success ? title.data : titleText,
      description: describedAs.success ? describedAs.data : description,
      partTypeId,
      cards,
    });
  }

  /** The part's cards in order of first appearance; a card's rows need not be adjacent. */
  function planCards(group: readonly PartCsvRow[]): PlannedCard[] {
    const rowsByCard = Map.groupBy(
      group.filter((row) => {
        if (row.cells.classification === '') {
          report(row.row, 'classification', 'The classification is required on every row');
          return false;
        }
        return true;
      }),
      (row) => fold(row.cells.classification),
    );
    const cards: PlannedCard[] = [];
    for (const cardRows of rowsByCard.values()) {
      const [cardFirst] = cardRows;
      if (!cardFirst) {
        continue;
      }
      const classification = classificationRef(cardFirst);
      const optionalText = sameOnEveryRow(cardRows, 'classification_optional', 'classification');
      const isOptional = flag(cardFirst.row, 'classification_optional', optionalText);
      if (!classification) {
        continue;
      }
      const seen = new Map<string, number>();
      const attributes: PlannedCard['attributes'] = [];
      for (const row of cardRows) {
        const attributeKey = fold(row.cells.attribute);
        const earlier = seen.get(attributeKey);
        if (earlier !== undefined) {
          report(
            row.row,
            'attribute',
            `'${row.cells.attribute}' is already on this classification card (row ${earlier})`,
          );
          continue;
        }
        seen.set(attributeKey, row.row);
        const attribute = attributeRef(row, classification);
        const isAttributeOptional = flag(row.row, 'attribute_optional', row.cells.attribute_optional);
        if (attribute) {
          attributes.push({ attribute, isOptional: isAttributeOptional });
        }
      }
      if (attributes.length > PART_MAX_ATTRIBUTES_PER_CLASSIFICATION) {
        report(
          cardFirst.row,
          'attribute',
          `A classification card has at most ${PART_MAX_ATTRIBUTES_PER_CLASSIFICATION} attributes`,
        );
      }
      cards.push({ classification, isOptional, attributes });
    }
    return cards;
  }

  problems.sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
  return {
    problems,
    newUnits: [...newUnits],
    newClassifications: [...newClassifications].map(([key, title]) => ({ key, title })),
    newAttributes: [...newAttributes.values()].map((entry) => entry.attribute),
    parts,
  };
}
