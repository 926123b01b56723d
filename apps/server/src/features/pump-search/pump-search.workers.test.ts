import { DispatcherResponseSchema, type PartStructure, PartStructureSchema } from '@specsource/contracts';
import type { FastifyInstance } from 'fastify';
import { describe, expect, inject, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { fillAnswer } from '../../../test/fill-answer.ts';
import { answerFieldOfKey } from '../../../test/keyed-attributes.ts';
import '../../../test/provided-context.ts';
import { createTestClient } from '../../../test/test-client.ts';

// The same seeded database behind both: one app searches on a worker thread, the other in its own thread.
const onWorker = await buildTestApp({ SEARCH_WORKERS: '1' });
const inThread = await buildTestApp({ SEARCH_WORKERS: '0' });
const customer = inject('seededAccounts').find((account) => account.role === 'customer');
if (!customer) {
  throw new Error('the seed must create a customer');
}

async function search(app: FastifyInstance, values: Record<string, { value: string; unit?: string }>) {
  const client = createTestClient(app);
  await client.signIn(customer?.email ?? '', customer?.password ?? '');
  const part: PartStructure = PartStructureSchema.parse(
    (await app.inject({ method: 'GET', url: '/api/part/pump' })).json(),
  );
  const response = await client.post('/api/dispatcher/', { part: 'pump', answer: fillAnswer(part, values) });
  return { statusCode: response.statusCode, body: response.json() };
}

describe('POST /api/dispatcher/ with a search worker', () => {
  it('answers what the server thread answers, for a good duty and for one the engine refuses', async () => {
    expect(onWorker.app.searchPool.workerCount()).toBe(1);
    expect(inThread.app.searchPool.workerCount()).toBe(0);
    const duty = {
      'Flow rate': { value: '350', unit: 'gpm' },
      'Differential head': { value: '95', unit: 'ft' },
      Fluid: { value: 'Water' },
    };
    const worker = await search(onWorker.app, duty);
    const thread = await search(inThread.app, duty);
    expect(worker.statusCode).toBe(200);
    expect(DispatcherResponseSchema.parse(worker.body).results).toEqual(thread.body.results);
    expect(worker.body.search_session_id).not.toBe(thread.body.search_session_id);

    const refused = { ...duty, Temperature: { value: '900', unit: '°F' } };
    const workerRefusal = await search(onWorker.app, refused);
    expect(workerRefusal.statusCode).toBe(400);
    // The engine's own refusal (its issue path fluid.temperatureF), placed under the temperature field.
    const part = PartStructureSchema.parse((await onWorker.app.inject({ url: '/api/part/pump' })).json());
    expect(Object.keys(workerRefusal.body.field_errors)).toEqual([answerFieldOfKey(part, 'temperature')]);
    expect(workerRefusal.body).toEqual((await search(inThread.app, refused)).body);
  });
});
