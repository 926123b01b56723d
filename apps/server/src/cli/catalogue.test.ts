import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateDemoCatalogue, realPumpCatalogue } from '@specsource/pump-engine';
import { afterAll, describe, expect, it } from 'vitest';
import { runNodeScript } from '../../test/run-node-script.ts';
import { exportCatalogueFile, parseCatalogueFile } from '../domain/catalogue/import/catalogue-file.ts';
import { CLI_NODE_FLAGS } from '../server-node-flags.ts';
import { parseCatalogueCommand } from './catalogue-command.ts';

// The CLI as `npm run -s catalogue` runs it, on a throw-away embedded database.
const CLI = fileURLToPath(new URL('./catalogue.ts', import.meta.url));
const dir = await mkdtemp(join(tmpdir(), 'specsource-catalogue-'));
const dataDir = join(dir, 'data');
afterAll(() => rm(dir, { recursive: true, force: true }));

function runCli(args: string[]) {
  return runNodeScript(CLI, args, { DATA_DIR: dataDir, PATH: process.env.PATH ?? '' }, CLI_NODE_FLAGS);
}

const pumps = [...generateDemoCatalogue({ count: 20 }), ...realPumpCatalogue().slice(0, 5)];

describe('npm run catalogue', () => {
  it('imports all or nothing, lists every problem with its row and column, and exports the same file', async () => {
    const good = join(dir, 'good.csv');
    const bad = join(dir, 'bad.csv');
    const content = exportCatalogueFile(pumps, 'csv');
    await writeFile(good, content);
    const lines = content.split('\n');
    lines[2] = (lines[2] ?? '').replace(/,([\d.]*),([\d.]*),([\d.]*)$/, ',99,$2,$3');
    lines[5] = (lines[5] ?? '').replace(/^([^,]*),/, '$1,').replace(/,[^,]*$/, '');
    await writeFile(bad, lines.join('\n'));

    const refused = await runCli(['import', bad]);
    expect(refused.code).toBe(2);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toContain('Nothing was imported: 2 problems in bad.csv (CSV)');
    expect(refused.stderr).toContain(
      `  row 3, column efficiency_pct (pump ${pumps[0]?.id}): efficiency over 95 %`,
    );
    expect(refused.stderr).toMatch(/ {2}row 6: the row has \d+ values but the header has 31 columns/);

    const dry = await runCli(['import', good, '--dry-run']);
    expect(dry.stderr).toBe('');
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain('Dry run, nothing was written. good.csv (CSV): 25 pumps');
    expect(dry.stdout).toContain('it would make 25 added, 0 updated, 0 removed');
    expect((await runCli(['count'])).stdout).toContain('The catalogue has 0 pumps');

    const done = await runCli(['import', good]);
    expect(done.code).toBe(0);
    expect(done.stdout).toContain('25 added, 0 updated, 0 removed; the catalogue now has 25 pumps.');

    const exported = join(dir, 'out.json');
    const exportRun = await runCli(['export', exported]);
    expect(exportRun.stdout).toBe(`Exported 25 pumps to ${exported}.\n`);
    const parsed = parseCatalogueFile(await readFile(exported, 'utf8'), 'json');
    expect(parsed.pumps.map((entry) => entry.pump)).toEqual(pumps);
  }, 120_000);

  it('prints the usage for --help, and refuses bad arguments with exit 2 before opening the database', async () => {
    const help = await runCli(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain(
      'npm run -s catalogue -- import FILE.csv|FILE.json [--dry-run] [--replace]',
    );
    const bad = await runCli(['import', 'pumps.xlsx']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("'pumps.xlsx' is neither a .csv nor a .json file");
  }, 60_000);
});

describe('parseCatalogueCommand', () => {
  it('reads the commands, flags and format', () => {
    expect(parseCatalogueCommand(['import', 'a.JSON', '--replace'])).toEqual({
      kind: 'import',
      file: 'a.JSON',
      format: 'json',
      dryRun: false,
      replace: true,
    });
    expect(parseCatalogueCommand(['export', 'b.csv'])).toEqual({
      kind: 'export',
      file: 'b.csv',
      format: 'csv',
    });
    expect(parseCatalogueCommand(['count'])).toEqual({ kind: 'count' });
    expect(parseCatalogueCommand([])).toEqual({ kind: 'help' });
  });

  it.each([
    [['import'], 'import takes one file'],
    [['export', 'a.csv', '--dry-run'], "unknown option '--dry-run' for export"],
    [['import', 'a.csv', '--force'], "unknown option '--force' for import"],
    [['delete'], "unknown command 'delete'"],
    [['count', 'x.csv'], 'count takes no file'],
  ])('refuses %j', (argv, problem) => {
    const command = parseCatalogueCommand(argv);
    expect(command.kind).toBe('invalid');
    expect(command.kind === 'invalid' ? command.problem : '').toContain(problem);
  });
});
