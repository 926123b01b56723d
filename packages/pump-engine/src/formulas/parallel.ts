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
