import { synchronousSpeedRpm } from '@specsource/pump-engine';
import { formatNumber, withUnit } from '../format.ts';
import { quantitiesOf } from '../quantities.ts';
import { type Calculator, hasAny } from './calculator.ts';

// Synchronous and full-load speeds of induction motors by pole count and supply frequency.

export const motorSpeed: Calculator = (facts) => {
  if (!hasAny(facts, /\bpoles?\b|synchronous/)) {
    return null;
  }
  const hz = quantitiesOf(facts.quantities, 'frequency')[0]?.value ?? facts.wizard.frequencyHz ?? 60;
  const poles = Number(/(\d+)\s*-?\s*poles?/i.exec(facts.text)?.[1]);
  const poleCounts = Number.isFinite(poles) && poles >= 2 ? [poles] : [2, 4, 6, 8];
  const rows = poleCounts.map(
    (count) =>
      `- ${count}-pole: **${withUnit(synchronousSpeedRpm({ frequencyHz: hz, poles: count }), 'rpm')}** synchronous (about ${formatNumber(synchronousSpeedRpm({ frequencyHz: hz, poles: count }) * 0.985)} rpm at full load)`,
  );
  return [
    `**Motor speed at ${hz} Hz**`,
    rows.join('\n'),
    'N_sync = 120·f/p (IEC 60034-1 / NEMA MG 1); induction motors run 1–3 % below it (slip), e.g. 3,560 and 1,780 rpm at 60 Hz, 2,900 and 1,450 rpm at 50 Hz.',
  ].join('\n\n');
};
