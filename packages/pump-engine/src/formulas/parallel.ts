import { polylineAt } from './polyline.ts';

/**
 * Where one pump of a parallel set runs when it runs alone: the intersection of its head curve with the set's system
 * curve (HI EDB / Karassik, pumps in parallel). The system curve is taken as all friction, H_sys = H·(q/Q_sys)², the
 * worst case for run-out (any static head moves the point back toward the duty). `headAt(q)` is the pump's head at
 * flow q at its operating trim or speed; it falls with q. The pump carries q_pump = Q_sys/running at the duty head, where
 * its head exceeds the system's; the root lies between q_pump and `maxFlowGpm`, the end of its curve. When the pump
 * still makes more head than the system needs there, it runs out past its curve: isOnCurve false.
 */
export function runAloneFlowGpm(input: {
  headAt: (flowGpm: number) => number;
  pumpFlowGpm: number;
  systemFlowGpm: number;
  headFt: number;
  maxFlowGpm: number;
}): { flowGpm: number; headFt: number; isOnCurve: boolean } {
  const systemHead = (q: number) => input.headFt * (q / input.systemFlowGpm) ** 2;
  const excess = (q: number) => input.headAt(q) - systemHead(q);
  if (excess(input.maxFlowGpm) > 0) {
    return { flowGpm: input.maxFlowGpm, headFt: systemHead(input.maxFlowGpm), isOnCurve: false };
  }
  let lo = input.pumpFlowGpm;
  let hi = input.maxFlowGpm;
  for (let k = 0; k < 50; k += 1) {
    const mid = 0.5 * (lo + hi);
    if (excess(mid) > 0) {
      lo = mid;
    } else {
      hi = mid;
    }
  }
  const flowGpm = 0.5 * (lo + hi);
  return { flowGpm, headFt: systemHead(flowGpm), isOnCurve: true };
}

/**
 * runAloneFlowGpm on a head curve given as points joined by straight lines (flows `flow[start..end)`, ascending, the
 * heads beside them) at affinity ratio y, the head at flow q being y²·H(q/y): the same point, solved in closed form. On
 * a segment H = c + m·q' (q' = q/y) the pump meets the system curve a·q² (a = H_duty/Q_sys²) where
 * a·q'² − m·q' − c = 0, q' = (m + √(m² + 4ac))/(2a). Used when the curve does not rise anywhere past the duty's flow:
 * the root is then the only one, so it is the point the bisection converges to; else the bisection itself.
 */
export function runAloneOnPolyline(input: {
  flow: ArrayLike<number>;
  head: ArrayLike<number>;
  start: number;
  end: number;
  ratio: number;
  pumpFlowGpm: number;
  systemFlowGpm: number;
  headFt: number;
}): { flowGpm: number; headFt: number; isOnCurve: boolean } {
  const { flow, head, start, end, ratio: y } = input;
  const a = input.headFt / (input.systemFlowGpm * input.systemFlowGpm);
  const from = input.pumpFlowGpm / y;
  const lastFlow = flow[end - 1] as number;
  const bisect = () =>
    runAloneFlowGpm({
      headAt: (q) => y * y * polylineAt(flow, head, start, end, q / y),
      pumpFlowGpm: input.pumpFlowGpm,
      systemFlowGpm: input.systemFlowGpm,
      headFt: input.headFt,
      maxFlowGpm: y * lastFlow,
    });
  if (from <= (flow[start] as number) || from >= lastFlow) {
    return bisect();
  }
  let root = Number.NaN;
  for (let k = start; k < end - 1; k += 1) {
    const q0 = flow[k] as number;
    const q1 = flow[k + 1] as number;
    if (q1 <= from) {
      continue;
    }
    const h0 = head[k] as number;
    const h1 = head[k + 1] as number;
    if (q1 <= q0 || h1 > h0) {
      return bisect();
    }
    if (Number.isNaN(root) && h1 - a * q1 * q1 <= 0) {
      const m = (h1 - h0) / (q1 - q0);
      const c = h0 - m * q0;
      const crossing = (m + Math.sqrt(m * m + 4 * a * c)) / (2 * a);
      root = Math.min(Math.max(crossing, Math.max(q0, from)), q1);
    }
  }
  if (Number.isNaN(root)) {
    // Still more head than the system needs at the end of the curve: it runs out.
    const maxFlowGpm = y * lastFlow;
    return { flowGpm: maxFlowGpm, headFt: a * maxFlowGpm * maxFlowGpm, isOnCurve: false };
  }
  const flowGpm = y * root;
  return { flowGpm, headFt: a * flowGpm * flowGpm, isOnCurve: true };
}
