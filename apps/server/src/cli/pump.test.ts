import { execFile } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const CLI = new URL('./pump.ts', import.meta.url).pathname;

function pump(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [CLI, ...args], (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code) : 0, stdout, stderr });
    });
  });
}

describe('npm run pump', () => {
  it('analyses a duty given as options and prints the analysis as JSON', async () => {
    const run = await pump(['analyze', '--flow', '500gpm', '--head', '120ft', '--hz', '60']);
    expect(run.code).toBe(0);
    const result = JSON.parse(run.stdout);
    // Hydraulic power = Q·H·SG / 3960 = 500 × 120 × ~1 / 3960 = 15.15 hp for water (Hydraulic Institute).
    expect(result.structured_output.Hydraulic_Power_hp).toBeCloseTo(15.15, 1);
  });

  it('prints a table with --table', async () => {
    const run = await pump(['analyze', '--flow', '500gpm', '--head', '120ft', '--table']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Hydraulic_Power_hp\s+15\.1\d/m);
  });

  it('refuses an unknown option (a typo) with its name and the usage, instead of ignoring it', async () => {
    const run = await pump(['analyze', '--fow', '500gpm', '--head', '120ft']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("'--fow'");
    expect(run.stderr).toContain('usage: pump analyze');
  });

  it('refuses an option without its value, and a missing command', async () => {
    expect((await pump(['analyze', '--head', '120ft', '--flow'])).code).toBe(2);
    expect((await pump(['--flow', '500gpm'])).code).toBe(2);
  });

  it('exits 1 when the duty cannot be analysed', async () => {
    const run = await pump(['analyze', '--flow', 'lots', '--head', '120ft']);
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stdout).structured_output).toBeNull();
  });
});
