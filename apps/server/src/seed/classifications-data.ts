import type { AttributeKey } from '@specsource/contracts/attribute-keys';
import type { AttributeType } from '@specsource/contracts/parts';

export interface AttributeSeed {
  title: string;
  type: AttributeType;
  options?: string[];
  /** Beside `options`: what the pump search reads each one as (the engine's vocabulary). */
  optionKeys?: string[];
  /** What the pump search reads from the attribute. */
  key?: AttributeKey;
  /** Unit titles; the first is the wizard's default. */
  units?: string[];
  /** Numeric bounds in the first unit; an exclusive minimum is itself refused. */
  min?: number;
  max?: number;
  minExclusive?: boolean;
}

export interface ClassificationSeed {
  title: string;
  attributes: AttributeSeed[];
}

/** Options with their keys, written as [wording, key] pairs so each wording sits beside its key. */
function keyedOptions(pairs: [string, string][]): Pick<AttributeSeed, 'options' | 'optionKeys'> {
  return { options: pairs.map(([option]) => option), optionKeys: pairs.map(([, key]) => key) };
}

// Fluid keys are the engine's library liquid ids (packages/pump-engine/src/fluids/library.ts).
export const FLUIDS: [string, string][] = [
  ['Water', 'water'],
  ['Seawater', 'seawater'],
  ['Ethylene glycol 30%', 'ethylene-glycol-30'],
  ['Propylene glycol 30%', 'propylene-glycol-30'],
  ['Light oil', 'light-oil-vg32'],
  ['Diesel', 'diesel'],
  ['Hydraulic oil ISO VG 46', 'hydraulic-oil-vg46'],
  ['Condensate', 'condensate'],
];

export const ELECTRICAL_SUPPLIES: [string, string][] = [
  ['460 V / 3 ph / 60 Hz', '460v-3ph-60hz'],
  ['230 V / 3 ph / 60 Hz', '230v-3ph-60hz'],
  ['208 V / 3 ph / 60 Hz', '208v-3ph-60hz'],
  ['575 V / 3 ph / 60 Hz', '575v-3ph-60hz'],
  ['400 V / 3 ph / 50 Hz', '400v-3ph-50hz'],
  ['230 V / 1 ph / 60 Hz', '230v-1ph-60hz'],
  ['115 V / 1 ph / 60 Hz', '115v-1ph-60hz'],
];

/**
 * Classifications and the attributes that belong to them. A part picks classifications and, from each,
 * the attributes it shows (parts-data.ts), so 'Fluid' serves pumps and valves alike.
 */
export const CLASSIFICATIONS: ClassificationSeed[] = [
  {
    title: 'Duty point',
    attributes: [
      {
        title: 'Flow rate',
        key: 'flow_rate',
        type: 'number',
        units: ['gpm', 'm3/h', 'L/s'],
        min: 0,
        minExclusive: true,
      },
      {
        title: 'Differential head',
        key: 'head',
        type: 'number',
        units: ['ft', 'm'],
        min: 0,
        minExclusive: true,
      },
    ],
  },
  {
    title: 'Fluid',
    attributes: [
      { title: 'Fluid', key: 'fluid', type: 'editable_select', ...keyedOptions(FLUIDS) },
      { title: 'Temperature', key: 'temperature', type: 'number', units: ['°F', '°C'], min: -100, max: 700 },
      { title: 'Specific gravity', key: 'specific_gravity', type: 'number', min: 0.3, max: 3 },
      { title: 'Viscosity', key: 'viscosity', type: 'number', units: ['cP'], min: 0 },
    ],
  },
  {
    title: 'Suction conditions',
    attributes: [
      {
        title: 'Suction condition',
        key: 'suction_condition',
        type: 'radio',
        ...keyedOptions([
          ['Flooded suction', 'flooded'],
          ['Suction lift', 'lift'],
        ]),
      },
      { title: 'NPSH available', key: 'npsh_available', type: 'number', units: ['ft', 'm'], min: 0 },
    ],
  },
  {
    title: 'Operation',
    attributes: [
      {
        title: 'Hours per day of operation',
        key: 'hours_per_day',
        type: 'number',
        units: ['hours/day'],
        min: 0,
        max: 24,
      },
      {
        title: 'Days per year of operation',
        key: 'days_per_year',
        type: 'number',
        units: ['days/year'],
        min: 0,
        max: 366,
      },
      {
        title: 'Electricity rate',
        key: 'electricity_rate',
        type: 'number',
        units: ['$/kWh'],
        min: 0,
        max: 5,
      },
      {
        title: 'Redundancy',
        key: 'redundancy',
        type: 'select',
        ...keyedOptions([
          ['Single pump', 'single'],
          ['Duty / standby', 'duty-standby'],
          ['2 × 50%', '2x50'],
          ['3 × 50%', '3x50'],
        ]),
      },
    ],
  },
  {
    title: 'Pump construction',
    attributes: [
      {
        title: 'Pump type',
        key: 'pump_type',
        type: 'searchable_select',
        ...keyedOptions([
          ['No preference', 'any'],
          ['End suction', 'end-suction'],
          ['Inline', 'inline'],
          ['Split case', 'split-case'],
          ['Multistage', 'multistage'],
          ['Vertical turbine', 'vertical-turbine'],
          ['Submersible', 'submersible'],
        ]),
      },
      {
        title: 'Materials',
        key: 'materials',
        type: 'select',
        ...keyedOptions([
          ['Cast iron', 'cast-iron'],
          ['Bronze fitted', 'bronze-fitted'],
          ['All bronze', 'all-bronze'],
          ['Ductile iron', 'ductile-iron'],
          ['316 stainless steel', 'stainless-316'],
          ['Duplex stainless steel', 'duplex'],
        ]),
      },
      {
        title: 'Orientation',
        key: 'orientation',
        type: 'radio',
        ...keyedOptions([
          ['Horizontal', 'horizontal'],
          ['Vertical', 'vertical'],
        ]),
      },
      {
        title: 'Shaft seal',
        key: 'shaft_seal',
        type: 'select',
        ...keyedOptions([
          ['Mechanical seal', 'mechanical'],
          ['Cartridge seal', 'cartridge'],
          ['Packing', 'packing'],
        ]),
      },
      // Synchronous speeds run from 3600 rpm (2 poles, 60 Hz) down; the engine reads 300 to 7200 rpm.
      { title: 'Pump speed', key: 'speed', type: 'number', units: ['rpm'], min: 300, max: 7200 },
    ],
  },
  {
    title: 'Electrical supply',
    attributes: [
      {
        title: 'Electrical supply',
        key: 'electrical_supply',
        type: 'select',
        ...keyedOptions(ELECTRICAL_SUPPLIES),
      },
      { title: 'Variable frequency drive', key: 'variable_speed', type: 'checkbox' },
    ],
  },
  {
    title: 'Air demand',
    attributes: [
      { title: 'Free air delivery', type: 'number', units: ['cfm', 'm3/min'], min: 0 },
      { title: 'Discharge pressure', type: 'number', units: ['psi', 'bar'], min: 0 },
      { title: 'Duty cycle', type: 'number', units: ['%'], min: 0, max: 100 },
    ],
  },
  {
    title: 'Compressor design',
    attributes: [
      {
        title: 'Compressor type',
        type: 'select',
        options: ['Rotary screw', 'Reciprocating piston', 'Scroll', 'Rotary vane', 'Centrifugal'],
      },
      { title: 'Oil-free', type: 'checkbox' },
      { title: 'Cooling', type: 'radio', options: ['Air-cooled', 'Water-cooled'] },
      { title: 'Air dryer', type: 'select', options: ['None', 'Refrigerated', 'Desiccant'] },
      { title: 'Receiver tank volume', type: 'number', units: ['gal', 'L'], min: 0 },
    ],
  },
  {
    title: 'Valve design',
    attributes: [
      {
        title: 'Valve type',
        type: 'select',
        options: ['Gate', 'Globe', 'Ball', 'Butterfly', 'Check', 'Plug', 'Control'],
      },
      { title: 'Size', type: 'number', units: ['in', 'mm'], min: 0 },
      {
        title: 'Pressure class',
        type: 'select',
        options: ['ASME 150', 'ASME 300', 'ASME 600', 'ASME 900', 'ASME 1500', 'PN 16', 'PN 40'],
      },
      { title: 'Design pressure', type: 'number', units: ['psi', 'bar'], min: 0 },
      {
        title: 'Body material',
        type: 'select',
        options: ['Carbon steel (WCB)', 'Stainless steel (CF8M)', 'Ductile iron', 'Bronze', 'Brass'],
      },
      {
        title: 'End connection',
        type: 'select',
        options: ['Flanged (RF)', 'Threaded (NPT)', 'Socket weld', 'Butt weld', 'Wafer', 'Lug'],
      },
    ],
  },
  {
    title: 'Actuation',
    attributes: [
      { title: 'Actuation', type: 'radio', options: ['Manual', 'Pneumatic', 'Electric', 'Hydraulic'] },
      { title: 'Fail position', type: 'select', options: ['Fail open', 'Fail closed', 'Fail last'] },
    ],
  },
  {
    title: 'Motor rating',
    attributes: [
      { title: 'Power', type: 'number', units: ['hp', 'kW'], min: 0 },
      { title: 'Speed', type: 'number', units: ['rpm'], min: 0 },
      { title: 'Service factor', type: 'select', options: ['1.0', '1.15', '1.25'] },
      { title: 'Efficiency class', type: 'select', options: ['NEMA Premium (IE3)', 'IE4', 'IE5'] },
    ],
  },
  {
    title: 'Motor construction',
    attributes: [
      {
        title: 'Enclosure',
        type: 'select',
        options: ['TEFC', 'ODP', 'TENV', 'Explosion-proof', 'Washdown'],
      },
      {
        title: 'Frame',
        type: 'editable_select',
        options: [
          '143T',
          '145T',
          '182T',
          '184T',
          '213T',
          '215T',
          '254T',
          '256T',
          '284T',
          '286T',
          '324T',
          '326T',
        ],
      },
      { title: 'Mounting', type: 'radio', options: ['Foot mounted', 'C-face', 'D-flange'] },
      { title: 'Inverter duty', type: 'checkbox' },
    ],
  },
];
