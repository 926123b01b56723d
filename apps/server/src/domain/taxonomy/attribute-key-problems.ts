import {
  ATTRIBUTE_KEY_RULES,
  type AttributeKey,
  type AttributeType,
  isAttributeKey,
  TAXONOMY_MESSAGES,
  unitsOutsideKey,
} from '@specsource/contracts';
import { DUTY_OPTION_VOCABULARIES, isDutyOptionKey, LIQUIDS } from '@specsource/pump-engine';

/** An attribute as far as its key is concerned: what the pump search would read and how. */
export interface KeyedAttribute {
  readonly key: string | null;
  readonly type: AttributeType;
  readonly options: readonly string[];
  readonly optionKeys: readonly string[];
  readonly unitTitles: readonly string[];
}

/** One reason the search could not read the attribute, under the attribute form's field it concerns. */
export interface AttributeKeyProblem {
  readonly field: 'key' | 'type' | 'unit_ids' | 'option_keys';
  readonly message: string;
}

export const SUPPLY_KEY_HINT = 'a supply spelled volts-phases-hertz, such as 460v-3ph-60hz or 230v-1ph-60hz';

/** The option keys the engine interprets for `key`, or null where it reads a pattern (the electrical supply). */
export function optionKeyChoices(key: AttributeKey): readonly string[] | null {
  if (key === 'fluid') {
    return LIQUIDS.map((liquid) => liquid.id);
  }
  if (key === 'electrical_supply') {
    return null;
  }
  return DUTY_OPTION_VOCABULARIES[key as keyof typeof DUTY_OPTION_VOCABULARIES] ?? [];
}

function choicesText(key: AttributeKey): string {
  const choices = optionKeyChoices(key);
  return choices === null ? SUPPLY_KEY_HINT : `one of ${choices.join(', ')}`;
}

function unitProblems(key: AttributeKey, unitTitles: readonly string[]): AttributeKeyProblem[] {
  const rule = ATTRIBUTE_KEY_RULES[key];
  const outside = unitsOutsideKey(key, unitTitles);
  if (outside.length > 0) {
    const readable =
      rule.units === undefined
        ? `has no unit: remove ${outside.join(', ')}`
        : `is read in ${rule.units.join(', ')} only: remove ${outside.join(', ')}`;
    return [{ field: 'unit_ids', message: `For the pump search, ${rule.label.toLowerCase()} ${readable}` }];
  }
  if (rule.needsUnit === true && unitTitles.length === 0) {
    return [
      {
        field: 'unit_ids',
        message: `The pump search needs the unit of ${rule.label.toLowerCase()}: add one of ${rule.units?.join(', ')}`,
      },
    ];
  }
  return [];
}

function optionKeyProblems(key: AttributeKey, attribute: KeyedAttribute): AttributeKeyProblem[] {
  const isEveryOptionKeyed =
    attribute.optionKeys.length === attribute.options.length &&
    attribute.optionKeys.every((optionKey) => optionKey !== '');
  if (!isEveryOptionKeyed) {
    return [{ field: 'option_keys', message: TAXONOMY_MESSAGES.optionKeysNeeded(key) }];
  }
  return attribute.options.flatMap((option, index) => {
    const optionKey = attribute.optionKeys[index] ?? '';
    return isDutyOptionKey(key, optionKey)
      ? []
      : [
          {
            field: 'option_keys' as const,
            message: `The option '${option}' has the key '${optionKey}', which the pump search cannot read as ${ATTRIBUTE_KEY_RULES[key].label.toLowerCase()}: use ${choicesText(key)}`,
          },
        ];
  });
}

/**
 * Why the pump search could not read an attribute with this key: a type it cannot read, units it cannot
 * convert, options without keys or with keys the engine does not know (a fluid outside its library). Empty for
 * an attribute the search reads as is, and for an attribute without a key.
 */
export function attributeKeyProblems(attribute: KeyedAttribute): AttributeKeyProblem[] {
  if (attribute.key === null) {
    return attribute.optionKeys.some((optionKey) => optionKey !== '')
      ? [{ field: 'option_keys', message: TAXONOMY_MESSAGES.optionKeysUnused }]
      : [];
  }
  if (!isAttributeKey(attribute.key)) {
    return [{ field: 'key', message: TAXONOMY_MESSAGES.keyInvalid }];
  }
  const { key } = attribute;
  const rule = ATTRIBUTE_KEY_RULES[key];
  if (!(rule.types as readonly string[]).includes(attribute.type)) {
    return [{ field: 'type', message: TAXONOMY_MESSAGES.keyType(key) }];
  }
  const problems = unitProblems(key, attribute.unitTitles);
  if (rule.hasOptionKeys === true) {
    problems.push(...optionKeyProblems(key, attribute));
  } else if (attribute.optionKeys.length > 0) {
    problems.push({ field: 'option_keys', message: TAXONOMY_MESSAGES.optionKeysUnused });
  }
  return problems;
}
