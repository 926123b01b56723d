import { randomId } from '@mantine/hooks';
import type { PartBody, PartDetails } from '@specsource/contracts';

/** An attribute row on a card: `value` is the attribute id, null until one is chosen. */
export interface AttributeRowValues {
  /** React key only; never sent. */
  key: string;
  value: number | null;
  title: string;
  isOptional: boolean;
}

/** A classification card: `value` is the classification id, null until one is chosen. */
export interface ClassificationCardValues {
  key: string;
  value: number | null;
  title: string;
  isOptional: boolean;
  attribute: AttributeRowValues[];
}

/**
 * The Add / edit part form, in the body's own names (docs/spec/marketplace-spec.md §7), so `PartBodySchema` validates
 * it as it is and the server's field-error paths land on the same fields.
 */
export interface PartFormValues {
  title: string;
  description: string;
  part_type_id: number | null;
  classifications: ClassificationCardValues[];
}

export function emptyAttributeRow(): AttributeRowValues {
  return { key: randomId('attribute-'), value: null, title: '', isOptional: false };
}

/** A new card starts with one empty attribute row: a card needs at least one (docs/spec/marketplace-spec.md §5). */
export function emptyClassificationCard(): ClassificationCardValues {
  return {
    key: randomId('classification-'),
    value: null,
    title: '',
    isOptional: false,
    attribute: [emptyAttributeRow()],
  };
}

export function emptyPartFormValues(): PartFormValues {
  return { title: '', description: '', part_type_id: null, classifications: [emptyClassificationCard()] };
}

/** The edit screen's starting values from `GET /api/part-details/{id}`; a part without cards gets an empty one. */
export function partFormValuesOf(details: PartDetails): PartFormValues {
  const cards = details.partclassification_set.map(
    (card): ClassificationCardValues => ({
      key: randomId('classification-'),
      value: card.classification.id,
      title: card.classification.title,
      isOptional: card.is_optional,
      attribute:
        card.partclassificationattribute_set.length === 0
          ? [emptyAttributeRow()]
          : card.partclassificationattribute_set.map((row) => ({
              key: randomId('attribute-'),
              value: row.attribute.id,
              title: row.attribute.title,
              isOptional: row.is_optional,
            })),
    }),
  );
  return {
    title: details.title,
    description: details.description,
    part_type_id: details.part_type_id,
    classifications: cards.length === 0 ? [emptyClassificationCard()] : cards,
  };
}

/** The body of `POST /api/part/` and `PUT /api/part-update/{id}/`; the form's row keys stay behind. */
export function partBodyOf(
  values: PartFormValues,
  { allowDuplicateTitle }: { allowDuplicateTitle: boolean },
) {
  return {
    title: values.title,
    description: values.description,
    part_type_id: values.part_type_id,
    classifications: values.classifications.map((card) => ({
      value: card.value,
      title: card.title,
      isOptional: card.isOptional,
      attribute: card.attribute.map((row) => ({
        value: row.value,
        title: row.title,
        isOptional: row.isOptional,
      })),
    })),
    allow_duplicate_title: allowDuplicateTitle,
  } satisfies PartBody;
}
