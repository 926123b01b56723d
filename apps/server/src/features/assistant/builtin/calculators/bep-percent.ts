import { bepZone, percentOfBep } from '@specsource/pump-engine';
import { LABELS } from '../facts.ts';
import { formatNumber, withUnit } from '../format.ts';
import { quantitiesOf } from '../quantities.ts';
import { type Calculator, hasAny } from './calculator.ts';
import { FLOW_L_PER_MIN, GALLON_L } from './unit-factors.ts';

// Where a flow sits against the BEP: % of BEP and the operating region it falls in (ANSI/HI 9.6.3, API 610).

export const bepPercent: Calculator = (facts) => {
  if (!hasAny(facts, /\bbep\b|best efficiency/)) {
    return null;
  }
  const flows = quantitiesOf(facts.quantities, 'flow');
  const statedPercent = quantitiesOf(facts.quantities, 'percent').find((quantity) =>
    /^\s*of\s+(?:the\s+)?(?:bep|best efficiency)/.test(quantity.after),
  );
  if (flows.length < 2 && statedPercent !== undefined) {
    return [
      `**${formatNumber(statedPercent.value)} % of BEP** is ${zoneTextOf(statedPercent.value)}.`,
      `POR per ANSI/HI 9.6.3: 70–120 % of BEP flow for most centrifugal pumps; API 610 asks for the rated point within 80–110 % of BEP. Check the maker's allowable operating region and minimum continuous flow for the pump you select.`,
    ].join('\n\n');
  }
  if (flows.length < 2) {
    return null;
  }
  // "BEP is 450 gpm" labels by the words before; "450 gpm BEP" by the words after, tried second.
  const bepQuantity =
    flows.find((quantity) => LABELS.bep.test(quantity.before)) ??
    flows.find((quantity) => LABELS.bep.test(quantity.after.split(/[,;]| and /)[0] ?? '')) ??
    flows[1];
  const operating = flows.find((quantity) => quantity !== bepQuantity);
  if (bepQuantity === undefined || operating === undefined) {
    return null;
  }
  const toGpm = (quantity: { value: number; unit: string }) =>
    (quantity.value * (FLOW_L_PER_MIN[quantity.unit] ?? GALLON_L)) / GALLON_L;
  const percent = percentOfBep({ flowGpm: toGpm(operating), bepFlowGpm: toGpm(bepQuantity) });
  const zone = bepZone(percent);
  const zoneText = zoneTextOf(percent);
  return [
    `**Operating at ${formatNumber(percent)} % of BEP** — ${zoneText}.`,
    `**Inputs:** operating flow ${withUnit(operating.value, operating.unit)}, BEP flow ${withUnit(bepQuantity.value, bepQuantity.unit)} (your question).`,
    `% of BEP = 100·Q/Q_BEP. POR per ANSI/HI 9.6.3: 70–120 % of BEP flow for most centrifugal pumps; API 610 asks for the rated point within 80–110 % of BEP${zone.inApi610RatedWindow ? ' (this point is inside it)' : ' (this point is outside it)'}.`,
  ].join('\n\n');
};

function zoneTextOf(percent: number): string {
  const zone = bepZone(percent).zone;
  if (zone === 'preferred') {
    return 'inside the preferred operating region (POR, 70–120 % of BEP)';
  }
  return zone === 'allowable'
    ? 'outside the POR but within a typical allowable operating region (AOR, about 40–130 % of BEP; the maker defines the real AOR)'
    : 'outside the typical allowable operating region — expect recirculation, vibration, heat or cavitation';
}
