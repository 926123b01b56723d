// `npm run audit` end to end: the real npm CLI audits a small project's package-lock.json against a registry on
// loopback that speaks npm's advisory protocol, and the tool's exit code and report are checked.

import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AuditException } from './audit-exceptions.ts';
import {
  type AdvisoryRegistry,
  type RegistryAdvisory,
  startAdvisoryRegistry,
} from './test/advisory-registry.ts';

const runAuditScript = join(import.meta.dirname, 'run-audit.ts');

// `app` depends on `left-pad-like` (which depends on `deep-dep`) for production and on `build-tool` for
// development only.
const VERSIONS = {
  'left-pad-like': ['1.0.0'],
  'deep-dep': ['3.0.0', '3.0.2'],
  'build-tool': ['2.0.0', '2.1.0'],
};

const prototypePollution: RegistryAdvisory = {
  id: 1101,
  url: 'https://github.com/advisories/GHSA-2c3f-4g5h-6j7m',
  title: 'Prototype pollution in deep-dep',
  severity: 'high',
  vulnerable_versions: '<3.0.2',
};

let registry: AdvisoryRegistry;
let project: string;

beforeAll(async () => {
  registry = await startAdvisoryRegistry(VERSIONS);
  project = await mkdtemp(join(tmpdir(), 'specsource-audit-'));
  const manifest = {
    name: 'app',
    version: '1.0.0',
    dependencies: { 'left-pad-like': '^1.0.0' },
    devDependencies: { 'build-tool': '^2.0.0' },
  };
  const installed = (name: string, version: string, extra: object = {}) => ({
    version,
    resolved: `${registry.url}${name}/-/${name}-${version}.tgz`,
    integrity: 'sha512-AAAA',
    ...extra,
  });
  const lockfile = {
    name: 'app',
    version: '1.0.0',
    lockfileVersion: 3,
    requires: true,
    packages: {
      '': manifest,
      'node_modules/left-pad-like': installed('left-pad-like', '1.0.0', {
        dependencies: { 'deep-dep': '^3.0.0' },
      }),
      'node_modules/deep-dep': installed('deep-dep', '3.0.0'),
      'node_modules/build-tool': installed('build-tool', '2.0.0', { dev: true }),
    },
  };
  await writeFile(join(project, 'package.json'), JSON.stringify(manifest));
  await writeFile(join(project, 'package-lock.json'), JSON.stringify(lockfile));
});

afterAll(async () => {
  await registry.close();
  await rm(project, { recursive: true, force: true });
});

beforeEach(() => {
  registry.advisories = {};
  registry.refuse = false;
  registry.bulkRequests = [];
});

async function runAudit(args: string[] = [], exceptions: AuditException[] = []) {
  // Each run gets its own npm cache: npm keeps what it worked out about an advisory under the advisory's id, so
  // a shared cache would hide a change of severity between two runs of one test.
  const run = await mkdtemp(join(project, 'run-'));
  const exceptionsPath = join(run, 'exceptions.json');
  await writeFile(exceptionsPath, JSON.stringify({ exceptions }));
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [runAuditScript, '--exceptions', exceptionsPath, ...args],
      {
        cwd: project,
        env: {
          ...process.env,
          npm_config_registry: registry.url,
          npm_config_audit_registry: '',
          npm_config_cache: join(run, 'npm-cache'),
          npm_config_fetch_retries: '0',
          npm_config_update_notifier: 'false',
        },
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  } finally {
    await rm(run, { recursive: true, force: true });
  }
}

const exceptionFor = (reviewBy: string): AuditException => ({
  advisory: 'GHSA-2c3f-4g5h-6j7m',
  package: 'deep-dep',
  reason: 'only reached with trusted input from our own seed file',
  fix: 'left-pad-like 1.1 moves to deep-dep 3.0.2',
  reviewBy,
});

describe('npm run audit', () => {
  it('passes a tree without advisories, having asked about production and development packages alike', async () => {
    const result = await runAudit();

    expect(result.code).toBe(0);
    expect(result.stdout).toContain('PASSED');
    expect(registry.bulkRequests).toEqual([
      { 'left-pad-like': ['1.0.0'], 'deep-dep': ['3.0.0'], 'build-tool': ['2.0.0'] },
    ]);
  });

  it('fails on a high advisory deep in the production tree, naming it and what to do', async () => {
    registry.advisories = { 'deep-dep': [prototypePollution] };

    const result = await runAudit();

    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(
      /BLOCKING {2}high {5}deep-dep GHSA-2c3f-4g5h-6j7m "Prototype pollution in deep-dep" \(<3\.0\.2; production: node_modules\/deep-dep\)/,
    );
    expect(result.stdout).toContain('upgrade out of <3.0.2 (npm audit fix), or explain it in');
    expect(result.stdout).toContain('FAILED: 1 blocking advisory.');
  });

  it('passes it while a written exception is current, and fails again once its review date has passed', async () => {
    registry.advisories = { 'deep-dep': [prototypePollution] };

    const current = await runAudit([], [exceptionFor('2099-12-31')]);
    expect(current.code).toBe(0);
    expect(current.stdout).toContain('excepted  high');
    expect(current.stdout).toContain(
      'until 2099-12-31: only reached with trusted input from our own seed file',
    );

    const expired = await runAudit([], [exceptionFor('2020-01-31')]);
    expect(expired.code).toBe(1);
    expect(expired.stdout).toContain("its exception's review date 2020-01-31 has passed");
  });

  it('blocks a critical advisory in a development-only package too, and only lists one under the level', async () => {
    const buildToolAdvisory = (severity: string): RegistryAdvisory => ({
      id: 1102,
      url: 'https://github.com/advisories/GHSA-8q9r-vw2x-3c4f',
      title: 'Command injection in build-tool',
      severity,
      vulnerable_versions: '<2.1.0',
    });

    registry.advisories = { 'build-tool': [buildToolAdvisory('moderate')] };
    const moderate = await runAudit();
    expect(moderate.code).toBe(0);
    expect(moderate.stdout).toContain('below     moderate build-tool GHSA-8q9r-vw2x-3c4f');
    expect(moderate.stdout).toContain('development only: node_modules/build-tool');

    const atModerate = await runAudit(['--level', 'moderate']);
    expect(atModerate.code).toBe(1);

    registry.advisories = { 'build-tool': [buildToolAdvisory('critical')] };
    const critical = await runAudit();
    expect(critical.code).toBe(1);
    expect(critical.stdout).toContain('BLOCKING  critical build-tool');
  });

  it('says an exception no advisory matches should go', async () => {
    const result = await runAudit([], [exceptionFor('2099-12-31')]);

    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      'unused exception GHSA-2c3f-4g5h-6j7m (deep-dep): no installed package has it',
    );
  });

  it('never calls a refused audit clean: exit 2, or 0 with --if-available, "NOT AUDITED" either way', async () => {
    registry.refuse = true;

    const strict = await runAudit();
    expect(strict.code).toBe(2);
    expect(strict.stdout).toContain(
      'NOT AUDITED: no advisory service answered npm audit (405 Method Not Allowed',
    );
    expect(strict.stdout).not.toContain('PASSED');

    const tolerant = await runAudit(['--if-available']);
    expect(tolerant.code).toBe(0);
    expect(tolerant.stdout).toContain('NOT AUDITED');
    expect(tolerant.stdout).toContain('--if-available: going on.');
    expect(tolerant.stdout).not.toContain('PASSED');
  });

  it('refuses an exceptions file with a missing reason or an impossible date, naming the entry and field', async () => {
    const result = await runAudit(
      [],
      [{ ...exceptionFor('2099-12-31'), reason: ' ' }, exceptionFor('2027-02-30')],
    );

    expect(result.code).toBe(1);
    expect(result.stderr).toContain('exceptions[0].reason: required, non-empty text');
    expect(result.stderr).toContain('exceptions[1].reviewBy: "2027-02-30" is not a date (YYYY-MM-DD)');
    expect(registry.bulkRequests).toEqual([]);
  });

  it('refuses an unknown level before asking the registry anything', async () => {
    const result = await runAudit(['--level', 'severe']);

    expect(result.code).toBe(1);
    expect(result.stderr).toContain('--level: "severe" is not one of low, moderate, high, critical.');
    expect(registry.bulkRequests).toEqual([]);
  });
});
