import { describe, expect, it } from 'vitest';
// Only zod/mini schemas are loaded in this file (vitest runs each file on its own): `zod` itself sets zod's
// English as it loads, so importing it here would make this pass whatever zod-mini.ts does.
import { ActivateBodySchema } from '../auth.ts';
import { FindPartsQuerySchema } from '../parts.ts';

function messagesOf(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('schemas written with zod/mini', () => {
  it("word the issues zod words itself in zod's English, not 'Invalid input'", () => {
    expect(messagesOf(ActivateBodySchema.safeParse({ token: 'short' }))).toEqual([
      'Too small: expected string to have >=16 characters',
    ]);
    expect(messagesOf(FindPartsQuerySchema.safeParse({ page: '0' }))).toEqual([
      'Too small: expected number to be >=1',
    ]);
  });
});
