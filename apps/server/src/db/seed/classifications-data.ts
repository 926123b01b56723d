import type { AttributeType } from '@specsource/contracts/parts';

export interface AttributeSeed {
  title: string;
  type: AttributeType;
  options?: string[];
  /** Unit titles; the first is the wizard's default. */
  units?: string[];
  /** Numeric bounds in the first unit. */
  min?: number;
  max?: number;
}

export interface ClassificationSeed {
  title: string;
  attributes: AttributeSeed[];
}

export const FLUIDS = [
  'Water',
  'Seawater',
  'Ethylene glycol 30%',
  'Propylene glycol 30%',
  'Light oil',
  'Diesel',
  'Hydraulic oil ISO VG 46',
  'Condensate',
];

export const ELECTRICAL_SUPPLIES = [
  '460 V / 3 ph / 60 Hz',
  '230 V / 3 ph / 60 Hz',
  '208 V / 3 ph / 60 Hz',
  '575 V / 3 ph / 60 Hz',
  '400 V / 3 ph / 50 Hz',
  '230 V / 1 ph / 60 Hz',
  '115 V / 1 ph / 60 Hz',
];

/**
 * Classifications and the attributes that belong to them. A part picks classifications and, from each,
 * the attributes it shows (parts-data.ts), so 'Fluid' serves pumps and valves alike.
 */
export const CLASSIFICATIONS: ClassificationSeed[] = [
  {
    title: 'Duty point',
    attributes: [
      { title: 'Flow rate', type: 'number', units: ['gpm', 'm3/h', 'L/s'], min: 0 },
      { title: 'Differential head', type: 'number', units: ['ft', 'm'], min: 0 },
    ],
  },
  {
    title: 'Fluid',
    attributes: [
      { title: 'Fluid', type: 'editable_select', options: FLUIDS },
      { title: 'Temperature', type: 'number', units: ['°F', '°C'], min: -100, max: 700 },
      { title: 'Specific gravity', type: 'number', min: 0.3, max: 3 },
      { title: 'Viscosity', type: 'number', units: ['cP'], min: 0 },
    ],
  },
  {
    title: 'Suction conditions',
    attributes: [
      { title: 'Suction condition', type: 'radio', options: ['Flooded suction', 'Suction lift'] },
      { title: 'NPSH available', type: 'number', units: ['ft', 'm'], min: 0 },
    ],
  },
  {
    title: 'Operation',
    attributes: [
      { title: 'Hours per day of operation', type: 'number', units: ['hours/day'], min: 0, max: 24 },
      { title: 'Days per year of operation', type: 'number', units: ['days/year'], min: 0, max: 366 },
      { title: 'Electricity rate', type: 'number', units: ['$/kWh'], min: 0 },
      {
        title: 'Redundancy',
        type: 'select',
        options: ['Single pump', 'Duty / standby', '2 × 50%', '3 × 50%'],
      },
    ],
  },
  {
    title: 'Pump construction',
    attributes: [
      {
        title: 'Pump type',
        type: 'searchable_select',
        options: [
          'No preference',
          'End suction',
          'Inline',
          'Split case',
          'Multistage',
          'Vertical turbine',
          'Submersible',
        ],
      },
      {
        title: 'Materials',
        type: 'select',
        options: [
          'Cast iron',
          'Bronze fitted',
          'All bronze',
          'Ductile iron',
          '316 stainless steel',
          'Duplex stainless steel',
        ],
      },
      { title: 'Orientation', type: 'radio', options: ['Horizontal', 'Vertical'] },
      { title: 'Shaft seal', type: 'select', options: ['Mechanical seal', 'Cartridge seal', 'Packing'] },
    ],
  },
  {
    title: 'Electrical supply',
    attributes: [
      { title: 'Electrical supply', type: 'select', options: ELECTRICAL_SUPPLIES },
      { title: 'Variable frequency drive', type: 'checkbox' },
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
