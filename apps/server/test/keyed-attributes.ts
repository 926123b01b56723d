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
