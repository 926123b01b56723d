import type { PartStructure } from '@specsource/contracts';

export interface SpecificationEntry {
  attributeId: number;
  label: string;
  /** The value with its unit ('500 gpm'), 'Yes'/'No' for a checkbox, or 'Not given'. */
  value: string;
  isGiven: boolean;
}

export interface SpecificationGroup {
  id: number;
  title: string;
  entries: SpecificationEntry[];
}

export const NOT_GIVEN = 'Not given';

function textOf(value: unknown): string | null {
  if (value === null || value === undefined || value === '') {
    return null;
  }
  if (typeof value === 'boolean') {
    return value ? 'Yes' : 'No';
  }
  if (Array.isArray(value)) {
    const parts = value.map(textOf).filter((part): part is string => part !== null);
    return parts.length === 0 ? null : parts.join(', ');
  }
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** A request's filled specification as a readable list: classification → attribute: value unit. */
export function specificationGroups(answer: PartStructure): SpecificationGroup[] {
  return answer.partclassification_set.map((card) => ({
    id: card.id,
    title: card.classification.title,
    entries: card.partclassificationattribute_set.map(({ attribute }) => {
      const text = textOf(attribute.value);
      const unit = text !== null && attribute.unit_value ? ` ${attribute.unit_value}` : '';
      return {
        attributeId: attribute.id,
        label: attribute.title,
        value: text === null ? NOT_GIVEN : `${text}${unit}`,
        isGiven: text !== null,
      };
    }),
  }));
}
