import type { CataloguePump } from '../analysis/catalogue.ts';
import { SINGLE_PHASE_MAX_HP } from '../analysis/motor-sizing.ts';
import { roundSignificant } from '../units/significant.ts';
import type { MatchDuty } from './match-duty.ts';
import type { PumpSource } from './packed-pumps.ts';
import type { Rejection, RejectionReason } from './rejection.ts';
import { REJECTION_STAGE } from './rejection.ts';
import type { NoMatch } from './types.ts';

const r1 = (value: number) => roundSignificant(value);
const pct = (miss: number) => `${r1(100 * miss)} %`;

const REASON_TEXT: Record<RejectionReason, string> = {
  flow_beyond_curve: 'flow past the end of the curve',
  head_short: 'not enough head even at the largest impeller or highest speed',
  head_excess: 'too much head even at the smallest trim or lowest speed',
  outside_aor: 'outside the allowable operating region (40–130 % of BEP)',
  below_min_flow: 'below the minimum continuous stable flow',
  npsh_margin: 'NPSH margin short of ANSI/HI 9.6.1',
  motor_over_500hp: 'driver above 500 hp',
  single_phase_motor: `motor above the ${SINGLE_PHASE_MAX_HP} hp single-phase limit`,
  lift_npsh: 'NPSH3 too high for any suction lift at this site',
  run_alone: 'runs out when one pump of the parallel set runs alone',
  analysis_failed: 'rejected by the detailed analysis',
};

const label = (pump: CataloguePump) =>
  `${pump.manufacturer} ${pump.series} ${pump.model}`.replace(/\s+/g, ' ').trim();

/** The nearest miss as a sentence, and what would make it fit. */
function describeMiss(
  miss: Rejection,
  pump: CataloguePump,
  duty: MatchDuty,
): { why: string; change: string } {
  const q = `${r1(duty.flowGpm)} gpm`;
  const trim = pump.variableSpeed === null;
  switch (miss.reason) {
    case 'head_short':
      return {
        why: `the head is ${pct(miss.miss)} above the ${trim ? 'largest impeller' : 'highest speed'} of ${label(pump)} at ${q} (${r1(miss.limit)} ft available, ${r1(miss.actual)} ft needed)`,
        change: `lower the duty head by ${r1(miss.actual - miss.limit)} ft, or look for a larger impeller, a higher speed or more stages`,
      };
    case 'head_excess':
      return {
        why: `the ${trim ? 'smallest trim' : 'lowest speed'} of ${label(pump)} still gives ${pct(miss.miss)} more head than needed at ${q} (${r1(miss.limit)} ft against ${r1(miss.actual)} ft)`,
        change: `choose a smaller pump, or add ${r1(miss.limit - miss.actual)} ft of system head (throttling) to use this one`,
      };
    case 'flow_beyond_curve':
      return {
        why: `${q} is ${pct(miss.miss)} past the end of the curve of ${label(pump)} (${r1(miss.limit)} gpm)`,
        change: 'reduce the flow or split it between parallel pumps',
      };
    case 'outside_aor':
      return miss.actual < miss.limit
        ? {
            why: `${label(pump)} would run at ${r1(miss.actual)} % of its BEP flow, ${pct(miss.miss)} short of the allowable ${miss.limit} %`,
            change:
              'a smaller pump suits this flow: lower the head for the same flow, or add a bypass to raise the pump flow',
          }
        : {
            why: `${label(pump)} would run at ${r1(miss.actual)} % of its BEP flow, ${pct(miss.miss)} beyond the allowable ${miss.limit} %`,
            change:
              'a larger pump suits this flow: raise the head for the same flow, or split the flow between parallel pumps',
          };
    case 'below_min_flow':
      return {
        why: `${q} is below the minimum continuous stable flow of ${label(pump)} (${r1(miss.limit)} gpm, ${pct(miss.miss)} more)`,
        change: 'add a recirculation bypass or choose a smaller pump',
      };
    case 'npsh_margin':
      return {
        why: `NPSHa ${r1(miss.actual)} ft is short of the ${r1(miss.limit)} ft ANSI/HI 9.6.1 asks for with ${label(pump)} (${r1(miss.limit - miss.actual)} ft more needed)`,
        change: `raise NPSHa by ${r1(miss.limit - miss.actual)} ft (higher suction level, a shorter or larger suction line, a cooler liquid) or accept a slower pump`,
      };
    case 'motor_over_500hp':
      return {
        why: `${label(pump)} needs a ${r1(miss.actual)} hp driver, ${pct(miss.miss)} above the 500 hp standard NEMA range`,
        change: 'split the duty between parallel pumps or specify an engineered motor',
      };
    case 'single_phase_motor':
      return {
        why: `${label(pump)} needs a ${r1(miss.actual)} hp motor, above the ${r1(miss.limit)} hp single-phase motors are made in (NEC Table 430.248)`,
        change: 'use a three-phase supply, or a drive made for single-phase input',
      };
    case 'lift_npsh':
      return {
        why: `on a suction lift NPSHa is at most ${r1(miss.actual)} ft at this site, short of the ${r1(miss.limit)} ft ${label(pump)} needs with the ANSI/HI 9.6.1 margin`,
        change: 'flood the suction (liquid level above the pump), a colder liquid or a slower pump',
      };
    case 'run_alone':
      return {
        why: `one ${label(pump)} running alone on the set's system curve would ${miss.actual > miss.limit ? `run at ${r1(miss.actual)} % of its BEP flow, beyond the allowable ${r1(miss.limit)} %` : 'run out past its curve or short of NPSH'}`,
        change: 'use duty/standby (2 × 100 %), or give the static head so the system curve is less steep',
      };
    case 'analysis_failed':
      return {
        why: `the detailed analysis of ${label(pump)} rejected it`,
        change: 'relax the duty slightly or contact us for an engineered selection',
      };
  }
}

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** Builds the NoMatch entry from a heading, bullet points and a closing advice line. */
export function noMatchEntry(heading: string, points: readonly string[], advice: string): NoMatch {
  const text = [heading, ...points.map((point) => `- ${point}`), advice].join('\n');
  const html = `<p>${escapeHtml(heading)}</p>${points.length === 0 ? '' : `<ul>${points.map((point) => `<li>${escapeHtml(point)}</li>`).join('')}</ul>`}<p>${escapeHtml(advice)}</p>`;
  return {
    Manufacturer: '',
    Series: '',
    Model: 'No Matches Found',
    Price: null,
    Currency: null,
    Link: '',
    confidence_level: 0,
    ai_reasoning: text,
    explanation: html,
    hydraulic_matches: 0,
    pumps_examined: 0,
    constraint_removals: [],
    relaxed_alternative: null,
  };
}

/**
 * The 'No Matches Found' entry: the constraints that failed (with counts), the nearest miss — which pump and by how
 * much — and what to change. `rejections` are the pumps examined nearest the duty.
 */
export function explainNoMatch(input: {
  duty: MatchDuty;
  /** The pumps the rejections' indices point into (the index's slots). */
  pumps: PumpSource;
  rejections: readonly Rejection[];
}): NoMatch {
  const { duty, pumps, rejections } = input;
  const heading = `No catalogue pump meets ${r1(duty.flowGpm)} gpm at ${r1(duty.headFt)} ft.`;
  if (rejections.length === 0) {
    return noMatchEntry(
      heading,
      [`The catalogue has ${pumps.count} pumps and none is sized anywhere near this duty.`],
      'Check the flow and head units, or contact us for an engineered selection.',
    );
  }
  const counts = new Map<RejectionReason, number>();
  for (const rejection of rejections) {
    counts.set(rejection.reason, (counts.get(rejection.reason) ?? 0) + 1);
  }
  const failing = [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([reason, count]) => `${count} of ${rejections.length} nearest pumps: ${REASON_TEXT[reason]}.`);
  // The nearest miss is among the pumps that got furthest through the checks: a pump refused for its NPSH margin passed
  // every hydraulic check, so its advice (more NPSHa) is the one that helps, not "reduce the flow" for a smaller pump.
  const furthest = Math.max(...rejections.map((rejection) => REJECTION_STAGE[rejection.reason]));
  const nearest = rejections
    .filter((rejection) => REJECTION_STAGE[rejection.reason] === furthest)
    .sort((a, b) => a.miss - b.miss || (pumps.idAt(a.index) < pumps.idAt(b.index) ? -1 : 1))[0] as Rejection;
  const pump = pumps.pumpAt(nearest.index);
  const { why, change } = describeMiss(nearest, pump, duty);
  return noMatchEntry(
    heading,
    [...failing, `Nearest miss (${pump.id}): ${why}.`],
    `What to change: ${change}.`,
  );
}
