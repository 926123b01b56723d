import { npshRequiredEstimateFt } from '@specsource/pump-engine';
import {
  type Facts,
  FROM_QUESTION,
  flowOf,
  inputsLine,
  npshAvailableOf,
  type Sourced,
  speedsOf,
} from '../facts.ts';
import { formatNumber, withUnit } from '../format.ts';
import { FIELDS } from '../wizard-values.ts';
import { missing } from './calculator.ts';
import { NPSH_GUIDANCE } from './npsh-available.ts';
import { marginRow } from './npsh-margin.ts';

// "What NPSHr for Nss 9000 at 500 gpm and 3550 rpm?": the definition of suction specific speed solved for NPSH3.

/** Nss in rpm, m³/s, m times this is Nss in rpm, US gpm, ft: √15,850.3 / 3.28084^0.75 (HI Engineering Data Book). */
const METRIC_TO_US_NSS = 51.645;
/** US values run about 7,000–15,000 and metric (m³/s) about 130–300: below this a value can only be metric. */
const LARGEST_METRIC_NSS = 1000;

const NUMBER = String.raw`(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)`;
// A number that is not the start of a quantity with a unit ("Nss at 1000 gpm" names no Nss).
const NOT_A_QUANTITY = String.raw`(?!\d|[.,]\d)(?!\s*(?:gpm|rpm|ft|feet|m\b|m3|m³|l\/s|%|hz|psi|bar))`;
const NSS_AFTER_LABEL = new RegExp(
  String.raw`(?:\bnss\b|suction\s+specific\s+speed)\s*(?:\((?:us|metric|si)[^)]*\)\s*)?(?:of|is|=|:|about|around|approximately|equal to)?\s*(?:of|=|:)?\s*(?:an?\s+)?(?:s\s*=\s*)?${NUMBER}${NOT_A_QUANTITY}`,
  'i',
);
const NSS_BEFORE_LABEL = new RegExp(
  String.raw`${NUMBER}\s*(?:us\s+)?(?:nss\b|suction\s+specific\s+speed)`,
  'i',
);

/** The suction specific speed a question states ("Nss 9000", "suction specific speed of 11,000"), or null. */
export function suctionSpecificSpeedIn(text: string): number | null {
  const match = NSS_AFTER_LABEL.exec(text) ?? NSS_BEFORE_LABEL.exec(text);
  const value = match?.[1] === undefined ? Number.NaN : Number(match[1].replace(/,/g, ''));
  return Number.isFinite(value) && value > 0 ? value : null;
}

const EXAMPLE = 'NPSHr for Nss 9000 at 500 gpm and 3550 rpm';

/** NPSH3 from the stated suction specific speed, the flow (question or wizard) and the speed in the question. */
export function npshRequiredFromNssAnswer(facts: Facts, suctionSpecificSpeed: number): string {
  const flow = flowOf(facts);
  const speed = speedsOf(facts)[0];
  if (flow === null || speed === undefined) {
    const lacking = [flow === null ? FIELDS.flow : null, speed === undefined ? 'speed (rpm)' : null];
    return missing(
      'NPSHr from the suction specific speed',
      lacking.filter((need): need is string => need !== null),
      EXAMPLE,
    );
  }
  const isMetric = suctionSpecificSpeed < LARGEST_METRIC_NSS;
  const nssUs = isMetric ? suctionSpecificSpeed * METRIC_TO_US_NSS : suctionSpecificSpeed;
  // A double-suction impeller takes half the flow through each eye (Nss is defined per eye).
  const isDoubleSuction = /double[\s-]+(?:suction|entry|eye)|two eyes/.test(facts.lower);
  const eyeGpm = isDoubleSuction ? flow.value / 2 : flow.value;
  const npsh3Ft = npshRequiredEstimateFt({ speedRpm: speed, flowGpm: eyeGpm, suctionSpecificSpeed: nssUs });
  const speedInput: Sourced = { value: speed, shown: withUnit(speed, 'rpm'), source: FROM_QUESTION };
  const nssInput: Sourced = {
    value: suctionSpecificSpeed,
    shown: formatNumber(suctionSpecificSpeed),
    source: isMetric
      ? `${FROM_QUESTION}; read as metric S in rpm, m³/s, m (a US value is never below ${formatNumber(LARGEST_METRIC_NSS)}) = ${formatNumber(Math.round(nssUs))} in US units`
      : `${FROM_QUESTION}; US units: rpm, gpm, ft`,
  };
  const npsha = npshAvailableOf(facts);
  return [
    `**Estimated NPSHr (NPSH3) ≈ ${withUnit(npsh3Ft, 'ft')} (${withUnit(npsh3Ft * 0.3048, 'm')})** for a suction specific speed of ${formatNumber(suctionSpecificSpeed)}`,
    inputsLine([
      ['flow', flow],
      ['speed', speedInput],
      ['suction specific speed', nssInput],
    ]),
    ...(isDoubleSuction
      ? [
          `Double-suction impeller: the flow per eye is ${formatNumber(flow.value)} / 2 = ${withUnit(eyeGpm, 'gpm')}.`,
        ]
      : []),
    `NPSH3 = (N·√Q / Nss)^(4/3) = (${formatNumber(speed)} × √${formatNumber(eyeGpm)} / ${formatNumber(Math.round(nssUs))})^(4/3) = **${withUnit(npsh3Ft, 'ft')}** — the definition Nss = N·√Q / NPSH3^0.75 (Hydraulic Institute ANSI/HI 9.6.1; HI Engineering Data Book) solved for NPSH3, with Q in gpm per impeller eye at the best efficiency point.`,
    ...(npsha !== null
      ? [
          inputsLine([['NPSHa', npsha]]),
          marginRow(npsha.value, npsh3Ft, `NPSHa ${npsha.shown} against this NPSH3`),
          NPSH_GUIDANCE,
        ]
      : []),
    "This is an estimate at BEP: NPSH3 rises at flows above BEP, and the selected pump's tested NPSH3 curve (ANSI/HI 14.6) replaces it. Suction specific speeds up to about 8,500–11,000 (US) keep a wide stable flow range; higher values invite suction recirculation at part load.",
  ].join('\n\n');
}
