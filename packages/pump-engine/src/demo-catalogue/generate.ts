import type { CataloguePump } from '../analysis/catalogue.ts';
import { fullLoadSpeedRpm } from '../formulas/motor.ts';
import type { HydraulicDesign } from './design.ts';
import { drawDesign } from './design.ts';
import { FAMILIES } from './families.ts';
import { DEMO_MAKERS, modelDesignation, nozzleSizeIn, seriesName } from './makers.ts';
import { mulberry32 } from './prng.ts';
import type { VariantNaming } from './variant.ts';
import { buildVariant, designDiameterIn } from './variant.ts';

export { DEMO_CATALOGUE_VERSION } from './version.ts';

const DEFAULT_COUNT = 20_000;
const DEFAULT_SEED = 1;
const SUFFIXES = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

/** Series, model and nozzles of a design; a repeated designation within a series gets a letter, as real catalogues do. */
function nameDesign(design: HydraulicDesign, used: Map<string, number>): Omit<VariantNaming, 'id'> {
  const { family } = design;
  const dischargeIn = nozzleSizeIn(design.bepFlowGpm, family.nozzleVelocityFtS, 0);
  const suctionIn = nozzleSizeIn(design.bepFlowGpm, family.nozzleVelocityFtS, family.suctionUpsize);
  const band = design.bepFlowGpm < 100 ? 0 : design.bepFlowGpm < 1000 ? 1 : 2;
  const series = seriesName({
    makerShort: design.maker.short,
    familyCode: family.code,
    label: family.label,
    band,
  });
  const base = modelDesignation({
    familyCode: family.code,
    suctionIn,
    dischargeIn,
    impellerIn: designDiameterIn(design),
    // Named by its flow at the top speed of the maker's main market (a 50 Hz maker names the 2900 rpm flow).
    bepGpm:
      (design.bepFlowGpm *
        fullLoadSpeedRpm({
          frequencyHz: design.maker.frequencies[0] ?? 60,
          poles: Math.min(...design.poles),
        })) /
      design.topRpm,
    stages: design.stages,
  });
  const key = `${design.maker.short}|${series}|${base}`;
  const seen = used.get(key) ?? 0;
  used.set(key, seen + 1);
  const suffix =
    seen === 0 ? '' : `${SUFFIXES[(seen - 1) % SUFFIXES.length]}${seen > SUFFIXES.length ? seen : ''}`;
  return { series, model: `${base}${suffix}`, suctionIn, dischargeIn };
}

/**
 * The demo catalogue: `count` fictitious pump specifications drawn deterministically from `seed` (mulberry32; no clock,
 * no I/O). Each hydraulic design (drawDesign: family, Ns, size, stages) is offered at its maker's supply frequencies
 * and its motor speeds by the affinity laws; each offer is one CataloguePump with a curve from shut-off to run-out
 * (formulas/curve-shape.ts), PSAT BEP efficiency (docs/reference/pump-engineering.md §3), NPSH3 from Nss (HI EDB
 * Eq. 1.D.4), Corripio price (pricing.ts). Makers are fictitious and say so; productUrl is null (the app links to
 * /pumps/{id}). The first n pumps are the same for every count ≥ n with the same seed.
 */
export function generateDemoCatalogue(options?: { count?: number; seed?: number }): CataloguePump[] {
  const count = Math.max(0, Math.floor(options?.count ?? DEFAULT_COUNT));
  const rng = mulberry32(options?.seed ?? DEFAULT_SEED);
  const weights = FAMILIES.map((family) => family.weight);
  const used = new Map<string, number>();
  const pumps: CataloguePump[] = [];
  while (pumps.length < count) {
    const family = FAMILIES[rng.weighted(weights)] ?? FAMILIES[0];
    if (family === undefined) {
      break;
    }
    const makers = DEMO_MAKERS.filter((maker) => maker.families.includes(family.code));
    const design = drawDesign(rng, family, makers);
    if (design === null) {
      continue;
    }
    const naming = nameDesign(design, used);
    for (const frequencyHz of design.maker.frequencies) {
      for (const poles of design.poles) {
        if (pumps.length >= count) {
          break;
        }
        const id = `demo-${family.code.toLowerCase()}-${String(pumps.length + 1).padStart(6, '0')}`;
        const pump = buildVariant(design, frequencyHz, poles, { ...naming, id });
        if (pump !== null) {
          pumps.push(pump);
        }
      }
    }
  }
  return pumps;
}
