import { ATTRIBUTE_KEY_RULES, ATTRIBUTE_KEYS, type PartStructure } from '@specsource/contracts';
import { attributeKeyProblems } from '../taxonomy/attribute-key-problems.ts';

/** One reason the pump search could not read a part's duty; `path` is the part form's (part-admin contract). */
export interface SearchedPartProblem {
  readonly path: string;
  readonly message: string;
}

const REQUIRED_KEYS = ATTRIBUTE_KEYS.filter((key) => ATTRIBUTE_KEY_RULES[key].isRequiredForSearch === true);

/**
 * Why the pump search could not read a duty from this part's specification: flow or head missing or optional,
 * or a keyed attribute it cannot read (attribute-key-problems.ts). Empty when every search of it can be read.
 */
export function searchedPartProblems(part: PartStructure): SearchedPartProblem[] {
  const problems: SearchedPartProblem[] = [];
  const links = part.partclassification_set.flatMap((card, cardIndex) =>
    card.partclassificationattribute_set.map((link, rowIndex) => ({
      card,
      link,
      path: `classifications.${cardIndex}.attribute.${rowIndex}.value`,
    })),
  );
  for (const key of REQUIRED_KEYS) {
    const label = ATTRIBUTE_KEY_RULES[key].label.toLowerCase();
    const found = links.find(({ link }) => link.attribute.key === key);
    if (!found) {
      problems.push({
        path: 'classifications',
        message: `The pump search needs the ${label}: add the attribute keyed '${key}' to this part, or give the part a type without instant results`,
      });
    } else if (found.card.is_optional || found.link.is_optional) {
      problems.push({
        path: found.path,
        message: `The pump search cannot run without the ${label}: make '${found.link.attribute.title}' and its card required`,
      });
    }
  }
  for (const { link, path } of links) {
    const { attribute } = link;
    for (const problem of attributeKeyProblems({
      key: attribute.key ?? null,
      type: attribute.type,
      options: attribute.options,
      optionKeys: attribute.option_keys ?? [],
      unitTitles: attribute.unit.map((unit) => unit.title),
    })) {
      problems.push({ path, message: `'${attribute.title}': ${problem.message}` });
    }
  }
  return problems;
}
