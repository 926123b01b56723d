import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runNodeScript } from '../../../test/run-node-script.ts';
import { esModulePackageRoots } from './large-exports-hooks.ts';

const probe = fileURLToPath(new URL('../../../test/large-exports-probe.ts', import.meta.url));

interface ProbeReport {
  answers: Record<string, string>;
  reachedNode: string[];
  query: { rows: unknown[] };
}

async function runProbe(mode: 'plain' | 'hooks'): Promise<ProbeReport> {
  const run = await runNodeScript(probe, [mode], {});
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  return JSON.parse(run.stdout) as ProbeReport;
}

describe('registerLargeExportsHooks', () => {
  it('takes on ES module packages only: a CommonJS one is left to Node', () => {
    const roots = esModulePackageRoots(['drizzle-orm', 'close-with-grace']);
    expect(roots.map(({ name }) => name)).toEqual(['drizzle-orm']);
    expect(roots[0]?.root).toMatch(/^file:\/\/.*\/node_modules\/drizzle-orm\/$/);
  });

  // Child processes: module hooks act on Node's own loader, which the test runner's module runner stands in for.
  it('answers every resolution as Node does, and keeps drizzle-orm lookups away from Node after the first', async () => {
    const [plain, hooked] = await Promise.all([runProbe('plain'), runProbe('hooks')]);
    // The same files in the same formats (ES modules), and the database modules work: one query on PGlite.
    expect(hooked.answers).toEqual(plain.answers);
    expect(Object.keys(plain.answers).length).toBeGreaterThan(300);
    expect(hooked.query.rows).toEqual([{ two: 2 }]);
    // Without the hooks Node resolves each of drizzle-orm's relative imports and each drizzle specifier itself.
    const fromDrizzleFile = (line: string) => line.includes('/node_modules/drizzle-orm/');
    const relative = (line: string) => line.startsWith('./') || line.startsWith('../');
    expect(
      plain.reachedNode.filter((line) => fromDrizzleFile(line) && relative(line)).length,
    ).toBeGreaterThan(200);
    // With them: none of the relative ones, and each drizzle specifier once for the server's package.
    expect(hooked.reachedNode.filter((line) => fromDrizzleFile(line) && relative(line))).toEqual([]);
    // (The hooks' own import.meta.resolve of the package, before they are registered, is left out.)
    const drizzleSpecifiers = hooked.reachedNode
      .filter((line) => !line.includes('/large-exports-hooks.ts'))
      .map((line) => line.split(' ')[0] as string)
      .filter((specifier) => specifier.startsWith('drizzle-orm'));
    expect(drizzleSpecifiers.length).toBeGreaterThan(4);
    expect(new Set(drizzleSpecifiers).size).toBe(drizzleSpecifiers.length);
  }, 60_000);
});
