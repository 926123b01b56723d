import { optionKeyOf, type PartStructure } from '@specsource/contracts';
import type { AnswerAttribute } from '../../domain/parts/answer-values.ts';

function attributesOf(structure: PartStructure): AnswerAttribute[] {
  return structure.partclassification_set.flatMap((card) =>
    card.partclassificationattribute_set.map((link) => link.attribute),
  );
}

/**
 * Whether an answer carries the attributes' keys. A request stored since attributes have keys does (with the
 * option wording and keys of its day); one stored before, or sent by a client that leaves them out, does not.
 */
export function hasAttributeKeys(answer: PartStructure): boolean {
  return attributesOf(answer).some((attribute) => attribute.key !== undefined);
}

/**
 * The answer with each attribute's key from the part's current structure (matched by attribute id, which a rename
 * keeps) and option keys beside the answer's own options (matched by wording; an option since reworded gets none).
 */
export function withCurrentKeys(answer: PartStructure, structure: PartStructure): PartStructure {
  const current = new Map(attributesOf(structure).map((attribute) => [attribute.id, attribute]));
  return {
    ...answer,
    partclassification_set: answer.partclassification_set.map((card) => ({
      ...card,
      partclassificationattribute_set: card.partclassificationattribute_set.map((link) => {
        const now = current.get(link.attribute.id);
        const optionKeys = now ? link.attribute.options.map((option) => optionKeyOf(now, option) ?? '') : [];
        return {
          ...link,
          attribute: { ...link.attribute, key: now?.key ?? null, option_keys: optionKeys },
        };
      }),
    })),
  };
}
