import type { PartStructure } from '@specsource/contracts';
import { temperatureToFahrenheit } from '@specsource/pump-engine';

// Reading a filled specification (the part structure with values filled in), by attribute key (the
// pump search) or by title (the assistant). Both read the same typed answer, so they read its values alike.

export type AnswerAttribute =
  PartStructure['partclassification_set'][number]['partclassificationattribute_set'][number]['attribute'];

/** A number typed into a text or number field: '1,250.5' and 1250.5 both read; blank is absent. */
export function readNumber(value: unknown): number | null {
  if (typeof value === 'number') {
    return Number.isFinite(value) ? value : null;
  }
  if (typeof value !== 'string' || value.trim() === '') {
    return null;
  }
  const parsed = Number(value.trim().replace(/,/g, ''));
  return Number.isFinite(parsed) ? parsed : null;
}

/** The answer's attributes keyed by trimmed, lower-cased title (titles are matched case-insensitively). */
export function attributesByTitle(answer: PartStructure): Map<string, AnswerAttribute> {
  const found = new Map<string, AnswerAttribute>();
  for (const card of answer.partclassification_set) {
    for (const link of card.partclassificationattribute_set) {
      found.set(link.attribute.title.trim().toLowerCase(), link.attribute);
    }
  }
  return found;
}

/** The answer's keyed attributes by key (contracts attribute-keys.ts): what the pump search reads, whatever the titles. */
export function attributesByKey(answer: PartStructure): Map<string, AnswerAttribute> {
  const found = new Map<string, AnswerAttribute>();
  for (const card of answer.partclassification_set) {
    for (const link of card.partclassificationattribute_set) {
      if (typeof link.attribute.key === 'string') {
        found.set(link.attribute.key, link.attribute);
      }
    }
  }
  return found;
}

/**
 * The unit chosen for the attribute; the wizard's unit dropdown defaults to the first unit
 * (docs/spec/pump-selection-spec.md §2 'Specification step').
 */
export function unitOf(attribute: AnswerAttribute | undefined): string | null {
  return attribute?.unit_value ?? attribute?.unit[0]?.title ?? null;
}

/** A typed temperature in °F, read in its chosen unit (°F when it has none); null when blank or not a number. */
export function temperatureFOf(attribute: AnswerAttribute | undefined): number | null {
  const value = readNumber(attribute?.value);
  return value === null ? null : temperatureToFahrenheit(value, unitOf(attribute) ?? '°F');
}
