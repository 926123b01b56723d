import type { AttributeKey, PartStructure } from '@specsource/contracts';

// Tests only: a part structure's attributes found by key, as the pump search finds them.

export type StructureAttribute =
  PartStructure['partclassification_set'][number]['partclassificationattribute_set'][number]['attribute'];

/** The attribute with this key; throws when the part has none, so a test cannot pass on a missing field. */
export function attributeWithKey(part: PartStructure, key: AttributeKey): StructureAttribute {
  for (const card of part.partclassification_set) {
    for (const link of card.partclassificationattribute_set) {
      if (link.attribute.key === key) {
        return link.attribute;
      }
    }
  }
  throw new Error(`the part '${part.slug}' has no attribute keyed '${key}'`);
}

/** The wizard's field key (`answer.<id>`) of the attribute with this key. */
export function answerFieldOfKey(part: PartStructure, key: AttributeKey): string {
  return `answer.${attributeWithKey(part, key).id}`;
}

/** A value for a keyed attribute: a typed value (with its unit), or the option with this option key. */
export type KeyedValue = { value: unknown; unit?: string } | { optionKey: string };

/**
 * The part's structure with values filled in by attribute key, an option chosen by its option key (whatever its
 * wording now), as the wizard sends it. The input is not modified.
 */
export function fillByKey(
  part: PartStructure,
  values: Partial<Record<AttributeKey, KeyedValue>>,
): PartStructure {
  const filled = structuredClone(part);
  for (const [key, given] of Object.entries(values) as [AttributeKey, KeyedValue][]) {
    const attribute = attributeWithKey(filled, key);
    if ('optionKey' in given) {
      const index = attribute.option_keys?.indexOf(given.optionKey) ?? -1;
      if (index === -1) {
        throw new Error(`'${attribute.title}' has no option keyed '${given.optionKey}'`);
      }
      attribute.value = attribute.options[index];
    } else {
      attribute.value = given.value;
      attribute.unit_value = given.unit ?? attribute.unit[0]?.title ?? null;
    }
  }
  return filled;
}
