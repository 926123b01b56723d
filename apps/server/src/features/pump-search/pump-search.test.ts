import {
  AnalysisResultSchema,
  DispatcherResponseSchema,
  MatchEntrySchema,
  MESSAGES,
  NO_MATCHES_MODEL,
  type PartStructure,
  PartStructureSchema,
} from '@specsource/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createTestClient, type TestClient } from '../../../test/test-client.ts';
import '../../../test/provided-context.ts';
import { type AnswerValues, fillAnswer } from '../../../test/fill-answer.ts';
import { answerFieldOfKey } from '../../../test/keyed-attributes.ts';
import { parts, requests, searchSessions, users } from '../../platform/db/schema/index.ts';

const { app, database } = await buildTestApp();
const accounts = inject('seededAccounts');
const customer = accounts.find((account) => account.role === 'customer');
const supplier = accounts.find((account) => account.role === 'supplier');
if (!customer || !supplier) {
  throw new Error('the seed must create a customer and a supplier');
}

async function signedIn(account: { email: string; password: string }): Promise<TestClient> {
  const client = createTestClient(app);
  await client.signIn(account.email, account.password);
  return client;
}

/** The pump part's structure with values filled in by attribute title, as the wizard sends it. */
async function pumpAnswer(values: AnswerValues): Promise<PartStructure> {
  const part = PartStructureSchema.parse((await app.inject({ method: 'GET', url: '/api/part/pump' })).json());
  return fillAnswer(part, values);
}

const DUTY = {
  'Flow rate': { value: '500', unit: 'gpm' },
  'Differential head': { value: '120', unit: 'ft' },
  Fluid: { value: 'Water' },
  Temperature: { value: '68', unit: '°F' },
};

describe('POST /api/dispatcher/', () => {
  it('answers the first-principles analysis and the top matches, and records the search', async () => {
    const client = await signedIn(customer);
    const response = await client.post('/api/dispatcher/', { part: 'pump', answer: await pumpAnswer(DUTY) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = DispatcherResponseSchema.parse(response.json());
    // The body is written as JSON by the route itself (no response-schema pass): the contract's parse must
    // find nothing to strip or change in it.
    expect(body).toEqual(response.json());
    const analysis = AnalysisResultSchema.parse(body.results[0]);
    // Q·H/3960 = 500 × 120 / 3960 = 15.15 hp of water power (HI), whatever the pump.
    expect(analysis.structured_output.Hydraulic_Power_hp).toBeCloseTo(15.15, 1);
    const matches = body.results.slice(1).map((entry) => MatchEntrySchema.parse(entry));
    expect(matches.length).toBeGreaterThanOrEqual(1);
    expect(matches.length).toBeLessThanOrEqual(3);
    if (matches[0]?.Model !== NO_MATCHES_MODEL) {
      expect(matches.every((entry) => entry.confidence_level > 0 && entry.ai_reasoning.length > 20)).toBe(
        true,
      );
    }
    expect(body.search_params).toMatchObject({
      part_type: 'pump',
      flow_rate: { value: 500, unit: 'gpm' },
      differential_head: { value: 120, unit: 'ft' },
    });

    const [stored] = await database.db
      .select()
      .from(searchSessions)
      .where(eq(searchSessions.id, body.search_session_id));
    // Stored as the very text that was sent: reading it back gives the same results.
    expect(stored?.results).toEqual(body.results);
    const list = (await client.get('/api/search-sessions/')).json();
    expect(list.results.map((row: { id: string }) => row.id)).toContain(body.search_session_id);
    const one = await client.get(`/api/search-sessions/${body.search_session_id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().results).toEqual(body.results);

    // Another user cannot read it.
    const other = await signedIn(supplier);
    expect((await other.get(`/api/search-sessions/${body.search_session_id}`)).statusCode).toBe(404);
  });

  it('reads the duty from the customer’s own request by order id, and hides others’', async () => {
    const [owner] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, customer.email));
    const [pump] = await database.db.select({ id: parts.id }).from(parts).where(eq(parts.slug, 'pump'));
    await database.db.insert(requests).values({
      orderId: 'ord-dispatch-1',
      partId: pump?.id ?? 0,
      customerId: owner?.id ?? 0,
      answer: await pumpAnswer({ ...DUTY, 'Flow rate': { value: '120', unit: 'm3/h' } }),
      quantity: 2,
      zipCode: '77001',
    });
    const own = await (await signedIn(customer)).post('/api/dispatcher/', {
      part: 'pump',
      order_id: 'ord-dispatch-1',
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().search_params.flow_rate).toEqual({ value: 120, unit: 'm3/h' });
    // The zip code gives Texas's commercial rate (EIA) instead of the national default.
    expect(own.json().results[0].assumptions.join(' ')).toMatch(/TX|Texas/);

    const foreign = await (await signedIn(supplier)).post('/api/dispatcher/', {
      part: 'pump',
      order_id: 'ord-dispatch-1',
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().detail).toBe(MESSAGES.requestNotFound);
  });

  it("answers 'No sub-code available' for a part type without instant results", async () => {
    const client = await signedIn(customer);
    const compressor = PartStructureSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/part/compressor' })).json(),
    );
    const response = await client.post('/api/dispatcher/', { part: 'Compressor', answer: compressor });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ detail: MESSAGES.noSubCode, reason: 'no_sub_code' });
  });

  it('answers 400 naming the attribute when flow or head is missing', async () => {
    const client = await signedIn(customer);
    const response = await client.post('/api/dispatcher/', {
      part: 'pump',
      answer: await pumpAnswer({ 'Differential head': { value: '120', unit: 'ft' } }),
    });
    expect(response.statusCode).toBe(400);
    // Keyed by the attribute's id, as the wizard places a message under its field.
    expect(response.json().field_errors).toEqual({
      [answerFieldOfKey(await pumpAnswer({}), 'flow_rate')]: ['This field is required'],
    });
    expect(response.json().detail).toBe("Check the field 'Flow rate': This field is required");
  });

  it('answers 400 with the field when the engine refuses an input', async () => {
    const client = await signedIn(customer);
    const response = await client.post('/api/dispatcher/', {
      part: 'pump',
      answer: await pumpAnswer({ ...DUTY, Temperature: { value: '2000', unit: '°F' } }),
    });
    expect(response.statusCode).toBe(400);
    const temperature = answerFieldOfKey(await pumpAnswer({}), 'temperature');
    expect(Object.keys(response.json().field_errors)).toEqual([temperature]);
    expect(response.json().detail).toMatch(/^Check the field 'Temperature': /);
  });

  it('needs an order id or a specification, and a signed-in user', async () => {
    const client = await signedIn(customer);
    const empty = await client.post('/api/dispatcher/', { part: 'pump' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().field_errors).toEqual({ order_id: [MESSAGES.dispatcherNeedsInput] });
    const visitor = await createTestClient(app).post('/api/dispatcher/', { part: 'pump', order_id: 'x' });
    expect(visitor.statusCode).toBe(401);
  });
});
