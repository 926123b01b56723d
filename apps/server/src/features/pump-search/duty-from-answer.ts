import type { AttributeKey, PartStructure, SearchParams } from '@specsource/contracts';
import {
  type Duty,
  type DutyFluid,
  electricalSupplyFromKey,
  findLiquid,
  isDutyOptionKey,
  MATERIAL_CLASSES,
  ORIENTATIONS,
  PUMP_TYPE_PREFERENCES,
  REDUNDANCIES,
  SHAFT_SEALS,
  SUCTION_CONDITIONS,
} from '@specsource/pump-engine';
import { type AnswerReader, createAnswerReader } from './answer-reader.ts';

export type DutyFromAnswer =
  | {
      ok: true;
      duty: Duty;
      searchParams: SearchParams;
      /** The attribute each key was read from, to place the engine's complaints under their fields. */
      attributeIds: ReadonlyMap<AttributeKey, number>;
    }
  | { ok: false; fieldErrors: Record<string, string[]> };

/** The chosen option of a keyed attribute as a member of the engine's vocabulary for it. */
function member<T extends string>(
  read: AnswerReader,
  key: AttributeKey,
  vocabulary: readonly T[],
): T | undefined {
  return read.optionKey(key, (optionKey) => (vocabulary as readonly string[]).includes(optionKey)) as
    | T
    | undefined;
}

/**
 * The liquid: a chosen option's key is a library liquid's id; free text typed into an editable select is looked
 * up in the library by name, and a name it does not know goes to the engine as typed, which says it assumed water.
 */
function fluidName(read: AnswerReader): string | undefined {
  const typed = read.text('fluid');
  if (typed === undefined || typed.value === '') {
    return undefined;
  }
  if (typed.optionKey !== null && isDutyOptionKey('fluid', typed.optionKey)) {
    return typed.optionKey;
  }
  return findLiquid(typed.value)?.id ?? typed.value;
}

function fluidOf(read: AnswerReader): DutyFluid | undefined {
  const name = fluidName(read);
  const temperatureF = read.temperatureF('temperature');
  const specificGravity = read.number('specific_gravity');
  const viscosityCp = read.number('viscosity');
  const fluid: DutyFluid = {
    ...(name !== undefined ? { name } : {}),
    ...(temperatureF !== undefined ? { temperatureF } : {}),
    ...(specificGravity !== undefined ? { specificGravity } : {}),
    ...(viscosityCp !== undefined ? { viscosityCp } : {}),
  };
  return Object.keys(fluid).length > 0 ? fluid : undefined;
}

/** Drops the keys whose value is undefined, so the duty (and the stored search) says only what was given. */
function defined<T extends object>(record: T): T {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as T;
}

/**
 * Reads the pump duty out of a filled specification (a request's `answer`) by attribute key and option key,
 * never by title or wording, so an admin may rename both. Flow and head are required; every other constraint the
 * wizard collects is carried into the duty when given and left to the engine's stated defaults when not.
 */
export function dutyFromAnswer(
  answer: PartStructure,
  extras: { zipCode?: string | null; quantity?: number | null },
): DutyFromAnswer {
  const read = createAnswerReader(answer);
  const flowRate = read.quantity('flow_rate', true);
  const head = read.quantity('head', true);
  const supplyKey = read.optionKey('electrical_supply', (key) => isDutyOptionKey('electrical_supply', key));
  const supply = supplyKey === undefined ? null : electricalSupplyFromKey(supplyKey);
  const constraints = defined({
    fluid: fluidOf(read),
    npshAvailable: read.quantity('npsh_available'),
    suctionCondition: member(read, 'suction_condition', SUCTION_CONDITIONS),
    hoursPerDay: read.number('hours_per_day'),
    daysPerYear: read.number('days_per_year'),
    electricityRatePerKwh: read.number('electricity_rate'),
    redundancy: member(read, 'redundancy', REDUNDANCIES),
    pumpType: member(read, 'pump_type', PUMP_TYPE_PREFERENCES),
    materials: member(read, 'materials', MATERIAL_CLASSES),
    orientation: member(read, 'orientation', ORIENTATIONS),
    shaftSeal: member(read, 'shaft_seal', SHAFT_SEALS),
    // The site's supply sets the frequency the pumps must be rated for.
    supply: supply ?? undefined,
    frequencyHz: supply?.frequencyHz,
    variableSpeed: read.checkbox('variable_speed'),
    speedRpm: read.number('speed'),
    zipCode: extras.zipCode || undefined,
    quantity: extras.quantity || undefined,
  });
  if (Object.keys(read.fieldErrors).length > 0 || !flowRate || !head) {
    return { ok: false, fieldErrors: read.fieldErrors };
  }
  const duty: Duty = { flowRate, head, ...constraints };
  return {
    ok: true,
    duty,
    searchParams: { part_type: 'pump', flow_rate: flowRate, differential_head: head, duty: { ...duty } },
    attributeIds: read.attributeIds,
  };
}
