import {
  AnalysisResultSchema,
  AnalysisSchema,
  type EngineIssue,
  MatchEntrySchema,
  NoMatchSchema,
  PumpMatchSchema,
  type MatchEntry as WireMatchEntry,
  type StructuredOutput as WireStructuredOutput,
} from '@specsource/contracts';
import {
  type Analysis,
  analyze,
  buildCatalogueIndex,
  generateDemoCatalogue,
  type MatchEntry,
  match,
  type NoMatch,
  type PumpMatch,
  realPumpCatalogue,
  type StructuredOutput,
} from '@specsource/pump-engine';
import { REGRESSION_DUTIES } from '@specsource/pump-engine/regression-duties';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';

// The wire contract (packages/contracts/src/pump-results.ts) and the engine's output types meet here: contracts may
// import only zod and the engine nothing, so the server, which imports both, proves they agree.
describe('the engine output types are assignable to the result contract', () => {
  it('structured output, analysis, match, no-match entry', () => {
    expectTypeOf<StructuredOutput>().toExtend<WireStructuredOutput>();
    expectTypeOf<PumpMatch>().toExtend<z.infer<typeof PumpMatchSchema>>();
    expectTypeOf<NoMatch>().toExtend<z.infer<typeof NoMatchSchema>>();
    expectTypeOf<MatchEntry>().toExtend<WireMatchEntry>();
    // Issues differ only in readonly paths (the engine's are readonly tuples), which the server copies.
    expectTypeOf<Omit<Analysis['issues'][number], 'path'>>().toExtend<Omit<EngineIssue, 'path'>>();
    expectTypeOf<Analysis['structured_output']>().toExtend<
      z.infer<typeof AnalysisSchema>['structured_output']
    >();
  });
});

/** The parsed value equals the value: nothing the schema would strip, nothing it would fill in. */
function expectExact<T>(schema: z.ZodType<T>, value: unknown, label: string) {
  const plain = JSON.parse(JSON.stringify(value));
  expect(schema.parse(plain), label).toEqual(plain);
}

describe('real engine output holds to the contract', () => {
  it('for every regression duty: the analysis, each match, each no-match entry and its relaxed alternative', () => {
    const index = buildCatalogueIndex([...generateDemoCatalogue({ count: 4000 }), ...realPumpCatalogue()]);
    let noMatches = 0;
    let relaxed = 0;
    for (const { name, duty } of REGRESSION_DUTIES) {
      const analysis = analyze(duty);
      expectExact(AnalysisSchema, analysis, name);
      expectExact(AnalysisResultSchema, analysis, name);
      for (const entry of match(duty, index)) {
        expectExact(MatchEntrySchema, entry, name);
        if ('pump_id' in entry) {
          expectExact(PumpMatchSchema, entry, name);
        } else {
          expectExact(NoMatchSchema, entry, name);
          noMatches += 1;
          relaxed += entry.relaxed_alternative === null ? 0 : 1;
        }
      }
    }
    expect(noMatches).toBeGreaterThan(1);
    expect(relaxed).toBeGreaterThan(0);
  }, 60_000);

  it('an analysis the engine refuses has no structured output, and its issues are keyed to duty fields', () => {
    const refused = analyze({ flowRate: { value: 0, unit: 'gpm' }, head: { value: 20_000, unit: 'ft' } });
    expectExact(AnalysisSchema, refused, 'refused');
    expect(refused.structured_output).toBeNull();
    expect(refused.issues.map((issue) => issue.path[0])).toEqual(['flowRate']);
  });
});
