import { PART_MAX_ATTRIBUTES_PER_CLASSIFICATION } from '@specsource/contracts';
import type { CellReaders } from './cell-readers.ts';
import type { Report } from './csv-cells.ts';
import { fold } from './csv-cells.ts';
import type { PartCsvRow } from './parse-parts-csv.ts';
import type { PlannedCard } from './parts-import-plan.ts';
import type { TaxonomyRefs } from './plan-taxonomy-refs.ts';

/** The part's cards in order of first appearance; a card's rows need not be adjacent. */
export function planCards(
  group: readonly PartCsvRow[],
  refs: TaxonomyRefs,
  report: Report,
  cells: CellReaders,
): PlannedCard[] {
  const { flag, sameOnEveryRow } = cells;
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
    const classification = refs.classificationRef(cardFirst);
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
      const attribute = refs.attributeRef(row, classification);
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
