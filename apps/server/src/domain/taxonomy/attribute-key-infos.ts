import { ATTRIBUTE_KEY_RULES, ATTRIBUTE_KEYS, type AttributeKeyInfo } from '@specsource/contracts';
import { optionKeyChoices, SUPPLY_KEY_HINT } from './attribute-key-problems.ts';

/** What the attribute form offers for each key: the contract's rule, and the engine's option keys. */
export function attributeKeyInfos(): AttributeKeyInfo[] {
  return ATTRIBUTE_KEYS.map((key) => {
    const rule = ATTRIBUTE_KEY_RULES[key];
    const choices = rule.hasOptionKeys === true ? optionKeyChoices(key) : undefined;
    return {
      key,
      label: rule.label,
      types: [...rule.types],
      units: [...(rule.units ?? [])],
      option_keys:
        choices === undefined
          ? null
          : {
              choices: choices === null ? null : [...choices],
              hint:
                choices === null
                  ? `Write ${SUPPLY_KEY_HINT}.`
                  : 'Choose what the pump search reads the option as.',
            },
    };
  });
}
