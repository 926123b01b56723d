import { parseQuantityText } from '@specsource/pump-engine';
import type { Quantity } from './quantity.ts';
import { QUANTITY_PATTERN, SPELLING_LOOKUP } from './quantity-pattern.ts';
import { rangeEnds, rangeStarts } from './ranges.ts';

// Reads numbers with units out of a free-text question ("what motor for 1,200 gpm at 35 m?"). Each quantity gets
// a kind from its unit and a role from the words just before it ("NPSHa is 12 ft" is an NPSH, not the pump head).

/** Finds every number-with-unit in the text, in order. */
export function findQuantities(text: string): Quantity[] {
  const found: Quantity[] = [];
  for (const match of text.matchAll(QUANTITY_PATTERN)) {
    const dollar = match[1];
    const numberText = match[2] ?? '';
    const unitText = match[3] ?? '';
    const spelling = unitText.toLowerCase().replace(/\s+/g, ' ');
    const entry = SPELLING_LOOKUP.get(spelling);
    if (entry === undefined) {
      continue;
    }
    // A bare F or C is a temperature only in capitals ("140 F"); "5 c" is more likely a typo than 5 °C.
    if ((spelling === 'f' || spelling === 'c') && unitText !== unitText.toUpperCase()) {
      continue;
    }
    // The engine's splitter checks the number part (it rejects '1.2.3' and the like).
    const parsed = parseQuantityText(`${numberText.replace(/,/g, '')} ${entry.unit}`, entry.unit);
    if (parsed === null) {
      continue;
    }
    const index = match.index ?? 0;
    const unit = dollar && entry.kind === 'energyRate' ? '$/kWh' : entry.unit;
    found.push({
      value: parsed.value,
      unit,
      kind: entry.kind,
      before: '',
      after: '',
      index,
      end: index + match[0].length,
    });
  }
  return withContext(text, found.concat(rangeStarts(text, found), rangeEnds(text, found)));
}

// Each quantity's label is looked for only between it and its neighbours, so "NPSHa 15 ft, head 100 ft" does not
// read the head as an NPSH.
function withContext(text: string, quantities: Quantity[]): Quantity[] {
  const sorted = [...quantities].sort((a, b) => a.index - b.index);
  return sorted.map((quantity, i) => {
    const previousEnd = i > 0 ? (sorted[i - 1]?.end ?? 0) : 0;
    const nextIndex = sorted[i + 1]?.index ?? text.length;
    return {
      ...quantity,
      before: text.slice(Math.max(previousEnd, quantity.index - 40), quantity.index).toLowerCase(),
      after: text.slice(quantity.end, Math.min(nextIndex, quantity.end + 30)).toLowerCase(),
    };
  });
}
