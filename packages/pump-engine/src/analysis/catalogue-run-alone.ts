import { runAloneOnPolyline } from '../formulas/parallel.ts';
import { brakeHorsepower } from '../formulas/power.ts';
import type { PreparedCurve } from './catalogue.ts';
import { interpolateCurve } from './catalogue.ts';
import type { RunAlonePoint } from './pump-design.ts';

/**
 * One pump of a parallel set at its operating ratio x (trim or speed) running alone on the all-friction system curve
 * (formulas/parallel.ts), on the water-equivalent curve: head x²·H(q/x), efficiency η(q/x), NPSH3 at q (trim keeps the
 * eye) or x²·NPSH3(q/x) (speed), as at the duty (HI EDB §3 affinity laws). Flows and heads are water-equivalent; the
 * caller's viscosity factors scale efficiency (C_η).
 */
export function catalogueRunAlone(input: {
  curve: PreparedCurve;
  ratio: number;
  mode: 'trim' | 'speed';
  pumpFlowGpm: number;
  systemFlowGpm: number;
  headFt: number;
  specificGravity: number;
  efficiencyFactor: number;
  npshAt: (flowGpm: number) => number;
}): RunAlonePoint {
  const { curve, ratio: x } = input;
  const point = runAloneOnPolyline({
    flow: curve.flow,
    head: curve.head,
    start: 0,
    end: curve.flow.length,
    ratio: x,
    pumpFlowGpm: input.pumpFlowGpm,
    systemFlowGpm: input.systemFlowGpm,
    headFt: input.headFt,
  });
  const efficiency =
    interpolateCurve(curve.flow, curve.efficiency, point.flowGpm / x) * input.efficiencyFactor;
  const bepFlow = x * (curve.flow[curve.bepIndex] ?? 0);
  return {
    flowGpm: point.flowGpm,
    headFt: point.headFt,
    brakeHp: brakeHorsepower({
      flowGpm: point.flowGpm,
      headFt: point.headFt,
      specificGravity: input.specificGravity,
      efficiency,
    }),
    percentOfBep: (100 * point.flowGpm) / bepFlow,
    npshRequiredFt: input.npshAt(point.flowGpm),
    isOnCurve: point.isOnCurve,
  };
}
