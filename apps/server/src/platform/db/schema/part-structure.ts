import { boolean, foreignKey, index, integer, pgTable, serial, unique } from 'drizzle-orm/pg-core';
import { attributes, classifications } from './attributes.ts';
import { parts } from './parts.ts';

/** A classification card of a part's specification step. */
export const partClassifications = pgTable(
  'part_classifications',
  {
    id: serial().primaryKey(),
    partId: integer()
      .notNull()
      .references(() => parts.id, { onDelete: 'cascade' }),
    // restrict: a classification a part uses cannot be deleted (the refusal names the parts).
    classificationId: integer()
      .notNull()
      .references(() => classifications.id, { onDelete: 'restrict' }),
    isOptional: boolean().notNull().default(false),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [
    unique('part_classifications_part_id_classification_id_unique').on(t.partId, t.classificationId),
    index('part_classifications_classification_id_idx').on(t.classificationId),
  ],
);

/** An attribute shown on a part's classification card. */
export const partClassificationAttributes = pgTable(
  'part_classification_attributes',
  {
    id: serial().primaryKey(),
    partClassificationId: integer().notNull(),
    attributeId: integer()
      .notNull()
      .references(() => attributes.id, { onDelete: 'restrict' }),
    isOptional: boolean().notNull().default(false),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [
    // Named here: the generated name would pass PostgreSQL's 63-character limit.
    foreignKey({
      name: 'part_classification_attributes_pc_id_fk',
      columns: [t.partClassificationId],
      foreignColumns: [partClassifications.id],
    }).onDelete('cascade'),
    unique('part_classification_attributes_pc_id_attribute_id_unique').on(
      t.partClassificationId,
      t.attributeId,
    ),
    index('part_classification_attributes_attribute_id_idx').on(t.attributeId),
  ],
);
