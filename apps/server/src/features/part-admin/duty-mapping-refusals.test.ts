import {
  type AdminAttribute,
  type AttributeKey,
  PART_CSV_COLUMNS,
  type PartDetails,
  PartDetailsSchema,
  type PartStructure,
  PartStructureSchema,
  TAXONOMY_MESSAGES,
} from '@specsource/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { attributeBodyOf } from '../../../test/admin-attribute-body.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { attributeWithKey } from '../../../test/keyed-attributes.ts';
import { seededAccount, signedInClient } from '../../../test/seeded-accounts.ts';
import { attributes, parts, units } from '../../platform/db/schema/index.ts';

// Every admin path that could leave the pump part unreadable by the pump search is refused with a 400 that names
// the field and what to do, and changes nothing (PGlite, or PostgreSQL with TEST_DATABASE_URL).
const { app, database } = await buildTestApp();
const admin = await signedInClient(app, seededAccount('admin'));
const pump: PartStructure = PartStructureSchema.parse((await app.inject({ url: '/api/part/pump' })).json());
const PUMP_IS_SEARCHED = "The pump search of the part 'Pump' would break: ";

async function attributeBody(key: AttributeKey, change: (body: Record<string, unknown>) => void) {
  const current: AdminAttribute = (
    await admin.get(`/api/attributes/${attributeWithKey(pump, key).id}`)
  ).json();
  const body = attributeBodyOf(current);
  change(body);
  return { id: current.id, body };
}

async function saveAttribute(key: AttributeKey, change: (body: Record<string, unknown>) => void) {
  const { id, body } = await attributeBody(key, change);
  const response = await admin.put(`/api/attributes/${id}`, body);
  return { status: response.statusCode, body: response.json() };
}

async function unitId(title: string): Promise<number> {
  const [row] = await database.db.select({ id: units.id }).from(units).where(eq(units.title, title));
  return row?.id ?? 0;
}

async function pumpDetails(): Promise<PartDetails> {
  return PartDetailsSchema.parse((await admin.get(`/api/part-details/${pump.id}`)).json());
}

/** The edit form's body for the pump part as it is, with `change` applied to its cards. */
function partBody(details: PartDetails, change: (cards: ReturnType<typeof cardsOf>) => void) {
  const cards = cardsOf(details);
  change(cards);
  return {
    title: details.title,
    description: details.description,
    part_type_id: details.part_type_id,
    classifications: cards,
  };
}

function cardsOf(details: PartDetails) {
  return details.partclassification_set.map((card) => ({
    value: card.classification.id,
    isOptional: card.is_optional,
    attribute: card.partclassificationattribute_set.map((link) => ({
      value: link.attribute.id,
      isOptional: link.is_optional,
    })),
  }));
}

describe('attribute edits', () => {
  it('refuse a key on a type the search cannot read', async () => {
    expect(
      await saveAttribute('flow_rate', (body) =>
        Object.assign(body, { type: 'text', min_value: null, min_exclusive: false }),
      ),
    ).toEqual({
      status: 400,
      body: expect.objectContaining({ field_errors: { type: [TAXONOMY_MESSAGES.keyType('flow_rate')] } }),
    });
  });

  it('refuse a fluid the engine does not know, and an option without a key', async () => {
    const mud = await saveAttribute('fluid', (body) => {
      body.options = [...(body.options as string[]), 'Drilling mud'];
      body.option_keys = [...(body.option_keys as string[]), 'drilling-mud'];
    });
    expect(mud.status).toBe(400);
    expect(mud.body.field_errors.option_keys).toEqual([
      expect.stringMatching(
        /^The option 'Drilling mud' has the key 'drilling-mud', which the pump search cannot read as fluid: use one of water, condensate, seawater, /,
      ),
    ]);
    const unkeyed = await saveAttribute('materials', (body) => {
      body.options = [...(body.options as string[]), 'Titanium'];
    });
    expect(unkeyed).toMatchObject({
      status: 400,
      body: { field_errors: { option_keys: [TAXONOMY_MESSAGES.optionKeysNeeded('materials')] } },
    });
  });

  it('refuse a unit the search cannot convert', async () => {
    const cfm = await unitId('cfm');
    const response = await saveAttribute('flow_rate', (body) => {
      body.unit_ids = [...(body.unit_ids as number[]), cfm];
    });
    expect(response).toMatchObject({
      status: 400,
      body: {
        field_errors: {
          unit_ids: [
            'For the pump search, flow rate is read in gpm, m3/h, L/s, L/min, m3/s only: remove cfm',
          ],
        },
      },
    });
  });

  it('refuse taking the key off flow rate while the pump part is searched, and a key another attribute has', async () => {
    const keyless = await saveAttribute('flow_rate', (body) => {
      body.key = null;
    });
    expect(keyless).toMatchObject({
      status: 400,
      body: {
        field_errors: {
          key: [
            `${PUMP_IS_SEARCHED}The pump search needs the flow rate: add the attribute keyed 'flow_rate' to this part, or give the part a type without instant results`,
          ],
        },
      },
    });
    const twice = await saveAttribute('head', (body) => {
      body.key = 'flow_rate';
    });
    expect(twice).toMatchObject({
      status: 409,
      body: { field_errors: { key: [TAXONOMY_MESSAGES.keyTaken] } },
    });
    const [flow] = await database.db
      .select({ key: attributes.key })
      .from(attributes)
      .where(eq(attributes.id, attributeWithKey(pump, 'flow_rate').id));
    expect(flow?.key).toBe('flow_rate');
  });
});

describe('unit renames', () => {
  it('refuse renaming a unit a keyed attribute is read in to one the search cannot read', async () => {
    const gpm = await unitId('gpm');
    const response = await admin.put(`/api/units/${gpm}`, { title: 'US gal/min' });
    expect(response.statusCode).toBe(400);
    expect(response.json().field_errors.title).toEqual([
      "The attribute 'Flow rate' offers this unit and the pump search reads it: For the pump search, flow rate is read in gpm, m3/h, L/s, L/min, m3/s only: remove US gal/min. Create a new unit instead of renaming this one.",
    ]);
    // Another spelling the engine reads is fine.
    expect((await admin.put(`/api/units/${gpm}`, { title: 'GPM' })).statusCode).toBe(200);
  });
});

describe('part edits', () => {
  it('refuse a searched part without flow rate, or with flow rate optional, under the form’s fields', async () => {
    const details = await pumpDetails();
    const withoutDutyPoint = partBody(details, (cards) => {
      cards.splice(0, 1);
    });
    const removed = await admin.put(`/api/part-update/${pump.id}/`, withoutDutyPoint);
    expect(removed.statusCode).toBe(400);
    expect(removed.json().field_errors).toEqual({
      classifications: [
        "The pump search needs the flow rate: add the attribute keyed 'flow_rate' to this part, or give the part a type without instant results",
        "The pump search needs the differential head: add the attribute keyed 'head' to this part, or give the part a type without instant results",
      ],
    });
    const optional = await admin.put(
      `/api/part-update/${pump.id}/`,
      partBody(details, (cards) => {
        const [flow] = cards[0]?.attribute ?? [];
        if (flow) {
          flow.isOptional = true;
        }
      }),
    );
    expect(optional.json().field_errors).toEqual({
      'classifications.0.attribute.0.value': [
        "The pump search cannot run without the flow rate: make 'Flow rate' and its card required",
      ],
    });
    expect(await pumpDetails()).toEqual(details);
    // Without instant results the same part is not searched, so it may do without a duty point.
    const untyped = await admin.put(`/api/part-update/${pump.id}/`, {
      ...withoutDutyPoint,
      part_type_id: null,
    });
    expect(untyped.statusCode).toBe(200);
  });

  it('refuse instant results for a part type whose parts have no duty point', async () => {
    const compressor = (await admin.get('/api/part-types/compressor')).json();
    const config = {
      ...compressor.config,
      comingSoon: { ...compressor.config.comingSoon, enabled: false },
      features: { ...compressor.config.features, instantResults: true },
    };
    const response = await admin.put(`/api/part-types/${compressor.id}`, { name: compressor.name, config });
    expect(response.statusCode).toBe(400);
    expect(response.json().field_errors['config.features.instantResults']).toEqual([
      expect.stringMatching(
        /^The pump search of the part 'Compressor' would break: The pump search needs the flow rate/,
      ),
    ]);
  });
});

describe('parts CSV import', () => {
  it('refuses a searched part without flow and head, on the part’s row', async () => {
    const header = PART_CSV_COLUMNS.join(',');
    const result = (
      await admin.post('/api/admin/parts/import?dry_run=true', {
        content: [header, 'Sump pump,,,pump,Fluid,,Fluid,,,,,,,,,,'].join('\n'),
      })
    ).json();
    expect(result.status).toBe('invalid');
    expect(result.problems).toEqual([
      {
        row: 2,
        column: null,
        message:
          "The pump search needs the flow rate: add the attribute keyed 'flow_rate' to this part, or give the part a type without instant results",
      },
    ]);
    const [created] = await database.db.select().from(parts).where(eq(parts.title, 'Sump pump'));
    expect(created).toBeUndefined();
  });
});
