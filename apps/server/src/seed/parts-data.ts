export interface PartAttributeSeed {
  title: string;
  isOptional: boolean;
}

export interface PartClassificationSeed {
  /** A title from classifications-data.ts. */
  classification: string;
  isOptional: boolean;
  attributes: PartAttributeSeed[];
}

export interface PartSeed {
  slug: string;
  title: string;
  description: string;
  /** A name from part-types-data.ts. */
  partType: string;
  classifications: PartClassificationSeed[];
}

function required(title: string): PartAttributeSeed {
  return { title, isOptional: false };
}

function optional(title: string): PartAttributeSeed {
  return { title, isOptional: true };
}

function card(
  classification: string,
  attributes: PartAttributeSeed[],
  isOptional = false,
): PartClassificationSeed {
  return { classification, isOptional, attributes };
}

const OPTIONAL_CARD = true;

/** The demo parts with their specification step, in display order. */
export const PARTS: PartSeed[] = [
  {
    slug: 'pump',
    title: 'Pump',
    description:
      'Centrifugal pumps for water, HVAC, process and general industry: end suction to vertical turbine.',
    partType: 'pump',
    classifications: [
      card('Duty point', [required('Flow rate'), required('Differential head')]),
      card('Fluid', [
        required('Fluid'),
        required('Temperature'),
        optional('Specific gravity'),
        optional('Viscosity'),
      ]),
      card('Suction conditions', [optional('Suction condition'), optional('NPSH available')], OPTIONAL_CARD),
      card('Operation', [
        required('Hours per day of operation'),
        required('Days per year of operation'),
        optional('Electricity rate'),
        optional('Redundancy'),
      ]),
      card('Pump construction', [
        optional('Pump type'),
        required('Materials'),
        required('Orientation'),
        optional('Shaft seal'),
        optional('Pump speed'),
      ]),
      card('Electrical supply', [required('Electrical supply'), optional('Variable frequency drive')]),
    ],
  },
  {
    slug: 'compressor',
    title: 'Compressor',
    description: 'Industrial air compressors: rotary screw, piston and scroll, oil-injected or oil-free.',
    partType: 'compressor',
    classifications: [
      card('Air demand', [
        required('Free air delivery'),
        required('Discharge pressure'),
        optional('Duty cycle'),
      ]),
      card('Compressor design', [
        required('Compressor type'),
        optional('Oil-free'),
        required('Cooling'),
        optional('Air dryer'),
        optional('Receiver tank volume'),
      ]),
      card('Electrical supply', [required('Electrical supply'), optional('Variable frequency drive')]),
    ],
  },
  {
    slug: 'valve',
    title: 'Valve',
    description: 'Isolation, check and control valves for liquids, gases and steam.',
    partType: 'valve',
    classifications: [
      card('Valve design', [
        required('Valve type'),
        required('Size'),
        required('Pressure class'),
        optional('Design pressure'),
        required('Body material'),
        required('End connection'),
      ]),
      card('Actuation', [required('Actuation'), optional('Fail position')]),
      card('Fluid', [required('Fluid'), optional('Temperature')], OPTIONAL_CARD),
    ],
  },
  {
    slug: 'motor',
    title: 'Motor',
    description: 'Low-voltage AC induction motors, NEMA and IEC frames.',
    partType: 'motor',
    classifications: [
      card('Motor rating', [
        required('Power'),
        required('Speed'),
        optional('Service factor'),
        optional('Efficiency class'),
      ]),
      card('Electrical supply', [required('Electrical supply'), optional('Variable frequency drive')]),
      card('Motor construction', [
        required('Enclosure'),
        optional('Frame'),
        required('Mounting'),
        optional('Inverter duty'),
      ]),
    ],
  },
];
