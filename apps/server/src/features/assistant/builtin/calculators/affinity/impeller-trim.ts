import { type Facts, FROM_QUESTION, type Sourced } from '../../facts.ts';
import { formatNumber } from '../../format.ts';
import { missing } from '../calculator.ts';
import type { AffinityRatio } from './scaled-duty.ts';
import { trimToHeadAnswer } from './trim-to-head.ts';

/**
 * D₂/D₁ from two diameters, or from one and a trim percentage; the whole answer instead when the question wants the
 * diameter for a head or lacks the new diameter; null when there is no diameter to start from.
 */
export function impellerTrim(
  facts: Facts,
  diameters: readonly Sourced[],
  trimPercent: number | null,
  specificGravity: number,
): AffinityRatio | string | null {
  const fromIn =
    diameters[0] ?? (trimPercent !== null ? { value: 1, shown: '100 %', source: FROM_QUESTION } : undefined);
  if (fromIn === undefined) {
    return null;
  }
  const toHead = trimToHeadAnswer(facts, diameters, fromIn, specificGravity);
  if (toHead !== null) {
    return toHead;
  }
  const toIn =
    diameters[1] ??
    (trimPercent !== null
      ? { value: fromIn.value * (1 - trimPercent / 100), shown: '', source: FROM_QUESTION }
      : undefined);
  if (toIn === undefined) {
    return missing(
      'the trimmed performance',
      ['the present and the new impeller diameter'],
      'trim from 10 in to 9 in at 500 gpm and 120 ft',
    );
  }
  const ratio = toIn.value / fromIn.value;
  const ratioText =
    diameters[1] !== undefined
      ? `D₂/D₁ = ${formatNumber(toIn.value)}/${formatNumber(fromIn.value)} in = ${ratio.toFixed(4)}`
      : `D₂/D₁ = ${ratio.toFixed(3)}, a ${formatNumber(100 * (1 - ratio))} % trim`;
  const law =
    'Affinity laws for impeller trim: Q₂ = Q₁·(D₂/D₁), H₂ = H₁·(D₂/D₁)², P₂ = P₁·(D₂/D₁)³ (Hydraulic Institute; Karassik, Pump Handbook). Approximate: beyond a 10–15 % trim efficiency drops and the prediction is optimistic';
  return { ratio, ratioText, law };
}
