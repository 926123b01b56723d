import type { CataloguePump } from '../../analysis/catalogue.ts';

/**
 * A synthetic pump whose max-diameter curve is exact between its points: with q = Q/Q_BEP (points every 0.2 from 0 to
 * 1.6), H = H_BEP·(1.25 − 0.25·q) (linear, so interpolation is exact), η = η_BEP·(1 − (q − 1)²) (peak at q = 1),
 * NPSH3 = npshBep·(0.4 + 0.6·q²). Fixed speed 3560 rpm, 60 Hz, trim 9–12 in unless overridden.
 */
export function testPump(
  id: string,
  shape: { bepFlowGpm: number; bepHeadFt: number; bepEfficiency?: number; npshBepFt?: number | null },
  overrides: Partial<CataloguePump> = {},
): CataloguePump {
  const eta = shape.bepEfficiency ?? 0.8;
  const npshBep = shape.npshBepFt === undefined ? 10 : shape.npshBepFt;
  const curve = Array.from({ length: 9 }, (_, k) => {
    const q = 0.2 * k;
    return {
      flowGpm: shape.bepFlowGpm * q,
      headFt: shape.bepHeadFt * (1.25 - 0.25 * q),
      efficiency: k === 0 ? 0.01 : eta * (1 - (q - 1) ** 2),
      npshRequiredFt: npshBep === null ? null : npshBep * (0.4 + 0.6 * q * q),
      powerHp: null,
    };
  });
  return {
    id,
    manufacturer: 'Testco (demo)',
    series: 'ES',
    model: `M-${id}`,
    type: 'end-suction',
    nominalSpeedRpm: 3560,
    frequencyHz: 60,
    impellerDiameterMinIn: 9,
    impellerDiameterMaxIn: 12,
    stages: 1,
    suctionNozzleIn: 4,
    dischargeNozzleIn: 3,
    curve,
    minContinuousStableFlowGpm: null,
    variableSpeed: null,
    materials: { casing: 'cast iron', impeller: 'bronze', shaft: null },
    materialClass: 'bronze-fitted',
    shaftSeals: ['mechanical'],
    orientation: 'horizontal',
    listPrice: { amount: 5000, currency: 'USD' },
    leadTimeWeeks: 4,
    productUrl: null,
    dataSource: 'test fixture',
    ...overrides,
  };
}
