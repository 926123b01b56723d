import type { ElectricalSupply } from '../analysis/constraints.ts';
import type { Duty } from '../analysis/duty.ts';

const q = (value: number, unit: string) => ({ value, unit });
const SITE_460_60: ElectricalSupply = { voltage: 460, phase: 3, frequencyHz: 60 };
const SITE_400_50: ElectricalSupply = { voltage: 400, phase: 3, frequencyHz: 50 };
const SITE_230_1PH: ElectricalSupply = { voltage: 230, phase: 1, frequencyHz: 60 };

/**
 * The regression duties (43): water from a 40 gpm circulator to a 4,000 gpm split case, seawater, glycols, fuels and
 * oils, hot water and condensate, suction lifts, 50 and 60 Hz, single phase, every pump type and material class,
 * seals, orientation, drive or none, a requested speed, every redundancy, and duties nothing can meet. Each is checked
 * against every constraint it states and against an oracle that does not call the matcher (regression.test.ts); the
 * server's contract test holds the engine's output for each to the wire schema.
 */
export const REGRESSION_DUTIES: readonly { readonly name: string; readonly duty: Duty }[] = [
  { name: 'water, small, 60 Hz', duty: { flowRate: q(40, 'gpm'), head: q(50, 'ft'), supply: SITE_460_60 } },
  {
    name: 'water, 500 gpm at 120 ft, 60 Hz, a single pump',
    duty: { flowRate: q(500, 'gpm'), head: q(120, 'ft'), supply: SITE_460_60, redundancy: 'single' },
  },
  { name: 'water, metric, 50 Hz', duty: { flowRate: q(120, 'm3/h'), head: q(35, 'm'), supply: SITE_400_50 } },
  {
    name: 'water, large, split case',
    duty: { flowRate: q(4000, 'gpm'), head: q(180, 'ft'), supply: SITE_460_60, pumpType: 'split-case' },
  },
  {
    name: 'water, high head, multistage',
    duty: { flowRate: q(80, 'gpm'), head: q(600, 'ft'), supply: SITE_460_60, pumpType: 'multistage' },
  },
  {
    name: 'water, vertical turbine, flooded',
    duty: {
      flowRate: q(2500, 'gpm'),
      head: q(100, 'ft'),
      pumpType: 'vertical-turbine',
      suctionCondition: 'flooded',
      supply: SITE_460_60,
    },
  },
  {
    name: 'water, submersible',
    duty: { flowRate: q(100, 'gpm'), head: q(200, 'ft'), pumpType: 'submersible', supply: SITE_460_60 },
  },
  { name: 'single phase, small', duty: { flowRate: q(30, 'gpm'), head: q(60, 'ft'), supply: SITE_230_1PH } },
  {
    name: 'single phase, too large',
    duty: { flowRate: q(600, 'gpm'), head: q(150, 'ft'), supply: SITE_230_1PH },
  },
  {
    name: 'seawater, 60 Hz',
    duty: {
      flowRate: q(800, 'gpm'),
      head: q(90, 'ft'),
      fluid: { name: 'seawater', temperatureF: 70 },
      supply: SITE_460_60,
    },
  },
  {
    name: 'seawater, cast iron asked for',
    duty: {
      flowRate: q(300, 'gpm'),
      head: q(80, 'ft'),
      fluid: { name: 'seawater', temperatureF: 60 },
      materials: 'cast-iron',
    },
  },
  {
    name: 'seawater, duplex, vertical',
    duty: {
      flowRate: q(1500, 'gpm'),
      head: q(120, 'ft'),
      fluid: { name: 'seawater' },
      materials: 'duplex',
      orientation: 'vertical',
    },
  },
  {
    name: 'ethylene glycol 30 %, chilled',
    duty: {
      flowRate: q(600, 'gpm'),
      head: q(110, 'ft'),
      fluid: { name: 'Ethylene glycol 30%', temperatureF: 40 },
      supply: SITE_460_60,
    },
  },
  {
    name: 'propylene glycol 30 %, inline',
    duty: {
      flowRate: q(150, 'gpm'),
      head: q(70, 'ft'),
      fluid: { name: 'Propylene glycol 30%', temperatureF: 45 },
      pumpType: 'inline',
    },
  },
  {
    name: 'diesel transfer',
    duty: {
      flowRate: q(200, 'gpm'),
      head: q(150, 'ft'),
      fluid: { name: 'Diesel', temperatureF: 70 },
      supply: SITE_460_60,
    },
  },
  {
    name: 'light oil',
    duty: { flowRate: q(300, 'gpm'), head: q(100, 'ft'), fluid: { name: 'Light oil', temperatureF: 120 } },
  },
  {
    name: 'hydraulic oil ISO VG 46',
    duty: {
      flowRate: q(250, 'gpm'),
      head: q(120, 'ft'),
      fluid: { name: 'Hydraulic oil ISO VG 46', temperatureF: 110 },
      supply: SITE_460_60,
    },
  },
  {
    name: 'condensate at 200 °F',
    duty: {
      flowRate: q(150, 'gpm'),
      head: q(100, 'ft'),
      fluid: { name: 'Condensate', temperatureF: 200 },
      npshAvailable: q(12, 'ft'),
    },
  },
  {
    name: 'condensate at 250 °F, pressurised',
    duty: {
      flowRate: q(300, 'gpm'),
      head: q(180, 'ft'),
      fluid: { name: 'Condensate', temperatureF: 250 },
      npshAvailable: q(20, 'ft'),
      supply: SITE_460_60,
    },
  },
  {
    name: 'hot water at 360 °F',
    duty: {
      flowRate: q(400, 'gpm'),
      head: q(300, 'ft'),
      fluid: { name: 'water', temperatureF: 360 },
      npshAvailable: q(40, 'ft'),
    },
  },
  {
    name: 'suction lift',
    duty: { flowRate: q(300, 'gpm'), head: q(90, 'ft'), suctionCondition: 'lift', supply: SITE_460_60 },
  },
  {
    name: 'suction lift, NPSHa given',
    duty: {
      flowRate: q(200, 'gpm'),
      head: q(80, 'ft'),
      suctionCondition: 'lift',
      npshAvailable: q(18, 'ft'),
    },
  },
  {
    name: 'suction lift, vertical turbine asked for',
    duty: {
      flowRate: q(300, 'gpm'),
      head: q(80, 'ft'),
      suctionCondition: 'lift',
      pumpType: 'vertical-turbine',
    },
  },
  {
    name: 'ductile iron asked for',
    duty: { flowRate: q(700, 'gpm'), head: q(140, 'ft'), materials: 'ductile-iron', supply: SITE_460_60 },
  },
  {
    name: 'bronze fitted asked for',
    duty: { flowRate: q(350, 'gpm'), head: q(100, 'ft'), materials: 'bronze-fitted', supply: SITE_460_60 },
  },
  {
    name: 'all bronze asked for',
    duty: { flowRate: q(500, 'gpm'), head: q(100, 'ft'), materials: 'all-bronze' },
  },
  {
    name: '316 stainless asked for, 50 Hz',
    duty: { flowRate: q(120, 'gpm'), head: q(250, 'ft'), materials: 'stainless-316', supply: SITE_400_50 },
  },
  {
    name: 'end suction, packing, horizontal',
    duty: {
      flowRate: q(450, 'gpm'),
      head: q(130, 'ft'),
      pumpType: 'end-suction',
      shaftSeal: 'packing',
      orientation: 'horizontal',
      supply: SITE_460_60,
    },
  },
  { name: 'cartridge seal', duty: { flowRate: q(60, 'gpm'), head: q(300, 'ft'), shaftSeal: 'cartridge' } },
  {
    name: 'mechanical seal, vertical inline',
    duty: {
      flowRate: q(200, 'gpm'),
      head: q(60, 'ft'),
      shaftSeal: 'mechanical',
      orientation: 'vertical',
      pumpType: 'inline',
      supply: SITE_460_60,
    },
  },
  {
    name: 'no drive, 50 Hz',
    duty: { flowRate: q(250, 'gpm'), head: q(90, 'ft'), variableSpeed: false, supply: SITE_400_50 },
  },
  {
    name: 'site drive, 60 Hz',
    duty: { flowRate: q(250, 'gpm'), head: q(90, 'ft'), variableSpeed: true, supply: SITE_460_60 },
  },
  {
    name: 'speed 1800 rpm',
    duty: { flowRate: q(600, 'gpm'), head: q(80, 'ft'), speedRpm: 1800, supply: SITE_460_60 },
  },
  { name: 'speed 1200 rpm, large', duty: { flowRate: q(3000, 'gpm'), head: q(60, 'ft'), speedRpm: 1200 } },
  {
    name: 'speed 1500 rpm, 50 Hz',
    duty: { flowRate: q(300, 'm3/h'), head: q(30, 'm'), speedRpm: 1500, supply: SITE_400_50 },
  },
  {
    name: 'duty/standby',
    duty: { flowRate: q(500, 'gpm'), head: q(100, 'ft'), redundancy: 'duty-standby', supply: SITE_460_60 },
  },
  {
    name: '2 × 50 %',
    duty: { flowRate: q(1200, 'gpm'), head: q(100, 'ft'), redundancy: '2x50', supply: SITE_460_60 },
  },
  { name: '3 × 50 %', duty: { flowRate: q(2000, 'gpm'), head: q(150, 'ft'), redundancy: '3x50' } },
  {
    name: 'NPSHa far too low',
    duty: { flowRate: q(500, 'gpm'), head: q(100, 'ft'), npshAvailable: q(2, 'ft') },
  },
  { name: 'beyond the catalogue', duty: { flowRate: q(90_000, 'gpm'), head: q(3000, 'ft') } },
  {
    name: 'ample NPSHa',
    duty: { flowRate: q(1000, 'gpm'), head: q(200, 'ft'), npshAvailable: q(60, 'ft'), supply: SITE_460_60 },
  },
  {
    name: 'suction lift at 6000 ft',
    duty: { flowRate: q(150, 'gpm'), head: q(120, 'ft'), siteElevationFt: 6000, suctionCondition: 'lift' },
  },
  {
    name: 'every constraint stated',
    duty: {
      flowRate: q(400, 'gpm'),
      head: q(110, 'ft'),
      fluid: { name: 'Water', temperatureF: 80 },
      supply: SITE_460_60,
      pumpType: 'end-suction',
      materials: 'bronze-fitted',
      orientation: 'horizontal',
      suctionCondition: 'flooded',
      shaftSeal: 'mechanical',
      variableSpeed: false,
      redundancy: 'duty-standby',
      speedRpm: 3600,
      npshAvailable: q(30, 'ft'),
    },
  },
];
