import type { Quantity } from './quantity.ts';

// A range states its unit once; the bare number at the other end borrows it, so a range gives two quantities.

// "from 3550 to 2900 rpm", "from 10 to 9 in": the first number borrows the unit of the second.
const RANGE_PATTERN = /from\s+((?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?)\s+(?:to|down to|up to)\s+/gi;

export function rangeStarts(text: string, found: readonly Quantity[]): Quantity[] {
  const extra: Quantity[] = [];
  for (const match of text.matchAll(RANGE_PATTERN)) {
    const end = (match.index ?? 0) + match[0].length;
    const target = found.find((quantity) => quantity.index === end || quantity.index === end + 1);
    if (target === undefined) {
      continue;
    }
    const numberText = match[1] ?? '';
    const index = (match.index ?? 0) + match[0].indexOf(numberText);
    extra.push({
      ...target,
      value: Number(numberText.replace(/,/g, '')),
      index,
      end: index + numberText.length,
    });
  }
  return extra;
}

// "from 3550 rpm to 2900": the second number borrows the unit of the first.
const RANGE_END_PATTERN =
  /^\s*(?:to|down to|up to|->|→)\s*((?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?)(?!\s*[a-z0-9%"$°/])/i;

export function rangeEnds(text: string, found: readonly Quantity[]): Quantity[] {
  const extra: Quantity[] = [];
  for (const quantity of found) {
    const match = RANGE_END_PATTERN.exec(text.slice(quantity.end));
    if (match === null || match[1] === undefined) {
      continue;
    }
    const index = quantity.end + match[0].indexOf(match[1]);
    extra.push({
      ...quantity,
      value: Number(match[1].replace(/,/g, '')),
      index,
      end: index + match[1].length,
    });
  }
  return extra;
}
