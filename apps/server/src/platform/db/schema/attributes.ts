import { ATTRIBUTE_TYPES } from '@specsource/contracts/parts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

export const attributeType = pgEnum('attribute_type', ATTRIBUTE_TYPES);

/** A named group of attributes ('Duty point', 'Fluid'…) that parts reuse. */
export const classifications = pgTable(
  'classifications',
  {
    id: serial().primaryKey(),
    title: text().notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('classifications_title_lower_unique').on(sql`lower(${t.title})`)],
);

/** A field of the specification step; it belongs to one classification. */
export const attributes = pgTable(
  'attributes',
  {
    id: serial().primaryKey(),
    classificationId: integer()
      .notNull()
      .references(() => classifications.id, { onDelete: 'restrict' }),
    title: text().notNull(),
    type: attributeType().notNull(),
    // The spec's comma-separated string, kept as a list.
    options: text().array().notNull().default(sql`'{}'::text[]`),
    // Bounds for number attributes, in the attribute's first unit; an exclusive bound is itself refused.
    minValue: doublePrecision(),
    maxValue: doublePrecision(),
    minExclusive: boolean().notNull().default(false),
    maxExclusive: boolean().notNull().default(false),
    // What the pump search reads from the attribute (contracts attribute-keys.ts), so titles may change freely.
    key: text(),
    // Beside `options`, one stable key each, for a keyed attribute whose options the search interprets.
    optionKeys: text().array().notNull().default(sql`'{}'::text[]`),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('attributes_classification_id_title_lower_unique').on(
      t.classificationId,
      sql`lower(${t.title})`,
    ),
    uniqueIndex('attributes_key_unique').on(t.key),
  ],
);

/** gpm, m3/h, ft, °F, psi…; titles are case-sensitive (mm is not Mm). */
export const units = pgTable(
  'units',
  {
    id: serial().primaryKey(),
    title: text().notNull(),
    ...timestamps,
  },
  (t) => [unique('units_title_unique').on(t.title)],
);

/** The units an attribute accepts; the first by sort order is the wizard's default. */
export const attributeUnits = pgTable(
  'attribute_units',
  {
    attributeId: integer()
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    unitId: integer()
      .notNull()
      .references(() => units.id, { onDelete: 'restrict' }),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.attributeId, t.unitId] }),
    index('attribute_units_unit_id_idx').on(t.unitId),
  ],
);
