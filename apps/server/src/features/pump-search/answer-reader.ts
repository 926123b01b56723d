import {
  ATTRIBUTE_KEY_RULES,
  type AttributeKey,
  optionKeyOf,
  type PartStructure,
  SPECIFICATION_MESSAGES,
  unitsOutsideKey,
} from '@specsource/contracts';
import type { DutyQuantity } from '@specsource/pump-engine';
import {
  type AnswerAttribute,
  attributesByKey,
  readNumber,
  temperatureFOf,
  unitOf,
} from '../../domain/parts/answer-values.ts';

/** Where a message about an attribute lands in the wizard: `answer.<attributeId>` (or its `.unit`). */
export function answerFieldOf(attributeId: number, isUnit = false): string {
  return `answer.${attributeId}${isUnit ? '.unit' : ''}`;
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * Reads an answer's values by attribute key and collects what is wrong under each field's own wizard key. A
 * value left blank is absent (`undefined`); a value the search cannot read is a field error, never a guess.
 */
export function createAnswerReader(answer: PartStructure) {
  const byKey = attributesByKey(answer);
  const fieldErrors: Record<string, string[]> = {};
  /** The attribute each key was read from, to place the engine's own complaints later. */
  const attributeIds = new Map<AttributeKey, number>();

  const fail = (attribute: AnswerAttribute, message: string, isUnit = false) => {
    const field = answerFieldOf(attribute.id, isUnit);
    fieldErrors[field] = [...(fieldErrors[field] ?? []), message];
  };

  /** The attribute with a value for `key`; a required key missing or blank is a field error. */
  const filled = (key: AttributeKey, isRequired = false): AnswerAttribute | undefined => {
    const attribute = byKey.get(key);
    if (attribute) {
      attributeIds.set(key, attribute.id);
    }
    if (attribute && !isBlank(attribute.value)) {
      return attribute;
    }
    if (isRequired && attribute) {
      fail(attribute, SPECIFICATION_MESSAGES.required);
    } else if (isRequired) {
      const label = ATTRIBUTE_KEY_RULES[key].label.toLowerCase();
      fieldErrors.answer = [
        ...(fieldErrors.answer ?? []),
        `This part's specification has no ${label} field (key '${key}'); an administrator must add it before pumps can be searched.`,
      ];
    }
    return undefined;
  };

  const number = (
    key: AttributeKey,
    isRequired = false,
  ): { attribute: AnswerAttribute; value: number } | undefined => {
    const attribute = filled(key, isRequired);
    if (!attribute) {
      return undefined;
    }
    const value = readNumber(attribute.value);
    if (value === null) {
      fail(attribute, SPECIFICATION_MESSAGES.notANumber);
      return undefined;
    }
    if (ATTRIBUTE_KEY_RULES[key].isPositive === true && value <= 0) {
      fail(attribute, SPECIFICATION_MESSAGES.notAboveMin(0, unitOf(attribute)));
      return undefined;
    }
    return { attribute, value };
  };

  /** The attribute's unit, when the search can read the value in it. */
  const readableUnit = (key: AttributeKey, attribute: AnswerAttribute): string | undefined => {
    const unit = unitOf(attribute);
    if (unit !== null && unitsOutsideKey(key, [unit]).length === 0) {
      return unit;
    }
    const units = ATTRIBUTE_KEY_RULES[key].units?.join(', ') ?? '';
    fail(attribute, `Choose one of the units the pump search reads: ${units}`, true);
    return undefined;
  };

  return {
    fieldErrors,
    attributeIds,

    /** A value with its unit (flow, head, NPSH). */
    quantity(key: AttributeKey, isRequired = false): DutyQuantity | undefined {
      const read = number(key, isRequired);
      const unit = read && readableUnit(key, read.attribute);
      return read && unit !== undefined ? { value: read.value, unit } : undefined;
    },

    /** A plain number (specific gravity, hours per day, rpm…), in the one unit its key allows. */
    number(key: AttributeKey): number | undefined {
      return number(key)?.value;
    },

    temperatureF(key: AttributeKey): number | undefined {
      const read = number(key);
      if (!read || readableUnit(key, read.attribute) === undefined) {
        return undefined;
      }
      return temperatureFOf(read.attribute) ?? undefined;
    },

    /** The option key of the chosen option, which `isKnown` must accept (the engine's vocabulary for the key). */
    optionKey(key: AttributeKey, isKnown: (optionKey: string) => boolean): string | undefined {
      const attribute = filled(key);
      if (!attribute) {
        return undefined;
      }
      const optionKey = optionKeyOf(attribute, attribute.value);
      if (optionKey !== null && isKnown(optionKey)) {
        return optionKey;
      }
      fail(
        attribute,
        attribute.options.includes(String(attribute.value).trim())
          ? `The pump search cannot read '${String(attribute.value)}' yet: an administrator must give this option its key.`
          : SPECIFICATION_MESSAGES.notAnOption,
      );
      return undefined;
    },

    /** The typed or chosen text, for a field whose free text the search can also read (the fluid). */
    text(key: AttributeKey): { value: string; optionKey: string | null } | undefined {
      const attribute = filled(key);
      if (!attribute || typeof attribute.value !== 'string') {
        return undefined;
      }
      return { value: attribute.value.trim(), optionKey: optionKeyOf(attribute, attribute.value) };
    },

    /** A ticked box is true and an unticked one false; a part without the field says nothing. */
    checkbox(key: AttributeKey): boolean | undefined {
      const attribute = byKey.get(key);
      if (!attribute) {
        return undefined;
      }
      attributeIds.set(key, attribute.id);
      return attribute.value === true;
    },
  };
}

export type AnswerReader = ReturnType<typeof createAnswerReader>;
