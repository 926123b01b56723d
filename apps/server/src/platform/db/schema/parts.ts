import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant, timestamps } from './columns.ts';
import type { PartTypeConfig } from './part-type-config.ts';
import { users } from './users.ts';

/** pump, compressor, valve, motor…; names match case-insensitively (docs/spec/pump-selection-spec.md §9). */
export const partTypes = pgTable(
  'part_types',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    config: jsonb().$type<PartTypeConfig>().notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('part_types_name_lower_unique').on(sql`lower(${t.name})`)],
);

export const parts = pgTable(
  'parts',
  {
    id: serial().primaryKey(),
    slug: text().notNull(),
    title: text().notNull(),
    description: text().notNull().default(''),
    // Null: a plain part with every part-type feature off (the spec's Add Part form has no type field).
    partTypeId: integer().references(() => partTypes.id, { onDelete: 'restrict' }),
    ...timestamps,
  },
  (t) => [
    unique('parts_slug_unique').on(t.slug),
    // Typeahead and the exact-title lookup both compare lower(title).
    index('parts_title_lower_idx').on(sql`lower(${t.title})`),
    index('parts_part_type_id_idx').on(t.partTypeId),
  ],
);

/** Slugs a part had before a rename, so old links redirect. */
export const partSlugHistory = pgTable(
  'part_slug_history',
  {
    id: serial().primaryKey(),
    partId: integer()
      .notNull()
      .references(() => parts.id, { onDelete: 'cascade' }),
    slug: text().notNull(),
    createdAt: instant().notNull().defaultNow(),
  },
  (t) => [
    unique('part_slug_history_slug_unique').on(t.slug),
    index('part_slug_history_part_id_idx').on(t.partId),
  ],
);

/** Suppliers assigned to a part see and answer its requests. */
export const partSuppliers = pgTable(
  'part_suppliers',
  {
    id: serial().primaryKey(),
    partId: integer()
      .notNull()
      .references(() => parts.id, { onDelete: 'cascade' }),
    supplierId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: instant().notNull().defaultNow(),
  },
  (t) => [
    unique('part_suppliers_part_id_supplier_id_unique').on(t.partId, t.supplierId),
    index('part_suppliers_supplier_id_idx').on(t.supplierId),
  ],
);
