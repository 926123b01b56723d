import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createEnv } from './create-env.ts';

const Schema = z.object({ API_LABEL: z.string().min(1), RETRIES: z.coerce.number().int().default(2) });

describe('createEnv', () => {
  it('reads only VITE_* variables, without the prefix', () => {
    expect(createEnv(Schema, { VITE_API_LABEL: 'x', MODE: 'test', SECRET: 'no' })).toEqual({
      API_LABEL: 'x',
      RETRIES: 2,
    });
  });

  it('names every bad variable with its prefix', () => {
    expect(() => createEnv(Schema, { VITE_RETRIES: 'many' })).toThrow(/VITE_API_LABEL: .*\nVITE_RETRIES: /);
  });
});
