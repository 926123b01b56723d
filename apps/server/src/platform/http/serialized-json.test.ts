import { defineEndpoint } from '@specsource/contracts';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerEndpoint } from './register-endpoint.ts';
import { SerializedJson, serializedObject, toJsonText } from './serialized-json.ts';
import { compiledSerializerCompiler, compiledValidatorCompiler } from './zod-compilers.ts';

describe('serializedObject', () => {
  it('joins the JSON text of each field into one object, in order, escaping keys', () => {
    const body = serializedObject<{ a: number[]; 'b"c': string; d: null }>({
      a: toJsonText([1, 2.5]),
      'b"c': toJsonText('line\nbreak ✓'),
      d: toJsonText(null),
    });
    expect(body).toBeInstanceOf(SerializedJson);
    expect(body.json).toBe('{"a":[1,2.5],"b\\"c":"line\\nbreak ✓","d":null}');
    expect(JSON.parse(body.json)).toEqual({ a: [1, 2.5], 'b"c': 'line\nbreak ✓', d: null });
  });

  it('leaves out a field whose value is undefined, as JSON.stringify does', () => {
    const body = serializedObject<{ a: number; b?: string }>({ a: toJsonText(1), b: toJsonText(undefined) });
    expect(body.json).toBe('{"a":1}');
  });
});

describe('registerEndpoint with a SerializedJson result', () => {
  const endpoint = defineEndpoint({
    method: 'GET',
    path: '/things',
    summary: 'things',
    tags: ['test'],
    response: z.object({ count: z.number() }),
  });

  it('sends the text as it is, as JSON, while other results still pass the response schema', async () => {
    const app = Fastify();
    app.setValidatorCompiler(compiledValidatorCompiler);
    app.setSerializerCompiler(compiledSerializerCompiler);
    let result: unknown = new SerializedJson<{ count: number }>('{"count":2}');
    registerEndpoint(app, endpoint, { access: 'public', handler: async () => result as never });
    await app.ready();

    const sent = await app.inject({ method: 'GET', url: '/things' });
    expect(sent.statusCode).toBe(200);
    expect(sent.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(sent.body).toBe('{"count":2}');

    // A plain object still goes through the schema's serializer, which refuses a wrong shape.
    result = { count: 'two' };
    expect((await app.inject({ method: 'GET', url: '/things' })).statusCode).toBe(500);
    result = { count: 3, extra: true };
    expect((await app.inject({ method: 'GET', url: '/things' })).json()).toEqual({ count: 3 });
    await app.close();
  });
});
