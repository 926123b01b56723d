import type { PartStructure } from '@specsource/contracts';

export interface AnsweredCard {
  id: number;
  title: string;
  rows: { id: number; label: string; value: string }[];
}

const NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 6 });

/** A stored value as read: numbers grouped, ticks as Yes/No, with the unit chosen for it. */
export function answerText(value: unknown, unit: string | null): string | null {
  if (value === null || value === undefined || value === '') {
    return null;
  }
  const text =
    typeof value === 'number'
      ? NUMBER.format(value)
      : typeof value === 'boolean'
        ? value
          ? 'Yes'
          : 'No'
        : String(value);
  return unit === null ? text : `${text} ${unit}`;
}

/** The request's classifications with the attributes it answered (cards with none are left out). */
export function answeredCards(answer: PartStructure): AnsweredCard[] {
  return answer.partclassification_set
    .map((card) => ({
      id: card.id,
      title: card.classification.title,
      rows: card.partclassificationattribute_set.flatMap((link) => {
        const value = answerText(link.attribute.value, link.attribute.unit_value);
        return value === null ? [] : [{ id: link.id, label: link.attribute.title, value }];
      }),
    }))
    .filter((card) => card.rows.length > 0);
}
