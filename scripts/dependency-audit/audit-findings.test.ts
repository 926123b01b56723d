import { describe, expect, it } from 'vitest';
import { readAuditOutput } from './audit-findings.ts';

// Shaped like npm 11's `npm audit --json` (auditReportVersion 2): `semver-like` has two advisories of its own
// and two installed copies, one nested under a development tool; `uses-it` only depends on it.
const report = {
  auditReportVersion: 2,
  vulnerabilities: {
    'semver-like': {
      name: 'semver-like',
      severity: 'high',
      isDirect: false,
      via: [
        {
          source: 1096,
          name: 'semver-like',
          dependency: 'semver-like',
          title: 'Regular expression denial of service',
          url: 'https://github.com/advisories/GHSA-C2QF-RXJJ-QQGW',
          severity: 'high',
          range: '>=7.0.0 <7.5.2',
        },
        {
          source: 1097,
          name: 'semver-like',
          dependency: 'semver-like',
          title: 'An advisory without a GitHub id',
          url: 'https://example.test/advisories/1097',
          severity: 'low',
          range: '<7.5.4',
        },
      ],
      effects: ['uses-it'],
      range: '7.0.0 - 7.5.3',
      nodes: ['node_modules/semver-like', 'node_modules/build-tool/node_modules/semver-like'],
      fixAvailable: true,
    },
    'uses-it': {
      name: 'uses-it',
      severity: 'high',
      isDirect: true,
      via: ['semver-like'],
      effects: [],
      range: '1.0.0',
      nodes: ['node_modules/uses-it'],
      fixAvailable: true,
    },
    'odd-severity': {
      name: 'odd-severity',
      severity: 'severe',
      via: [{ source: 5, name: 'odd-severity', title: 'Unknown', url: '', severity: 'severe', range: '*' }],
      nodes: ['node_modules/odd-severity'],
    },
  },
  metadata: { dependencies: { prod: 3, dev: 2, total: 4 } },
};

const lockfile = {
  packages: {
    '': {},
    'node_modules/semver-like': { dev: true },
    'node_modules/build-tool/node_modules/semver-like': { dev: true },
    'node_modules/uses-it': {},
    'node_modules/odd-severity': {},
  },
};

describe('readAuditOutput', () => {
  it('makes one finding per advisory and package, worst first, and none for a package that only depends on one', () => {
    const outcome = readAuditOutput(JSON.stringify(report), lockfile);

    expect(outcome).toEqual({
      kind: 'audited',
      dependencyCount: 4,
      findings: [
        expect.objectContaining({ packageName: 'odd-severity', severity: 'critical', advisory: 'npm-5' }),
        {
          packageName: 'semver-like',
          advisory: 'GHSA-c2qf-rxjj-qqgw',
          title: 'Regular expression denial of service',
          url: 'https://github.com/advisories/GHSA-C2QF-RXJJ-QQGW',
          severity: 'high',
          vulnerableRange: '>=7.0.0 <7.5.2',
          installedPaths: ['node_modules/semver-like', 'node_modules/build-tool/node_modules/semver-like'],
          production: false,
        },
        expect.objectContaining({ packageName: 'semver-like', advisory: 'npm-1097', severity: 'low' }),
      ],
    });
  });

  it('counts a package as production when any one of its copies is installed for production', () => {
    const mixed = {
      packages: { ...lockfile.packages, 'node_modules/build-tool/node_modules/semver-like': {} },
    };

    const outcome = readAuditOutput(JSON.stringify(report), mixed);

    expect(outcome.kind === 'audited' && outcome.findings.map((finding) => finding.production)).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('reads a clean report as audited with no findings', () => {
    const clean = { auditReportVersion: 2, vulnerabilities: {}, metadata: { dependencies: { total: 812 } } };

    expect(readAuditOutput(JSON.stringify(clean), lockfile)).toEqual({
      kind: 'audited',
      findings: [],
      dependencyCount: 812,
    });
  });

  it.each([
    [
      'the endpoint refused',
      {
        message: '405 Method Not Allowed - POST https://registry.test/-/npm/v1/security/advisories/bulk',
        statusCode: 405,
      },
      '405 Method Not Allowed - POST https://registry.test/-/npm/v1/security/advisories/bulk',
    ],
    [
      'npm stopped',
      { error: { code: 'ENOLOCK', summary: 'This command requires an existing lockfile.' } },
      'ENOLOCK: This command requires an existing lockfile.',
    ],
    ['an empty object', {}, 'npm audit printed JSON without a report'],
  ])('calls the output unavailable, never clean, when %s', (_case, output, reason) => {
    expect(readAuditOutput(JSON.stringify(output), lockfile)).toEqual({ kind: 'unavailable', reason });
  });

  it('calls output that is not JSON unavailable, quoting its first line', () => {
    expect(readAuditOutput('npm error code E500\nnpm error more', lockfile)).toEqual({
      kind: 'unavailable',
      reason: 'npm audit printed no JSON report: npm error code E500',
    });
  });
});
