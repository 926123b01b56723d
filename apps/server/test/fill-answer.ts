import type { PartStructure } from '@specsource/contracts';

export type AnswerValues = Record<string, { value: unknown; unit?: string }>;

/**
 * A part's structure with values filled in by attribute title, as the wizard sends it; an attribute with units
 * and no unit given gets the first one (the wizard's default). The input is not modified.
 */
export function fillAnswer(part: PartStructure, values: AnswerValues): PartStructure {
  const filled = structuredClone(part);
  for (const card of filled.partclassification_set) {
    for (const link of card.partclassificationattribute_set) {
      const value = values[link.attribute.title];
      if (value) {
        link.attribute.value = value.value;
        link.attribute.unit_value = value.unit ?? link.attribute.unit[0]?.title ?? null;
      }
    }
  }
  return filled;
}
