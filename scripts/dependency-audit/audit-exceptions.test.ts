import { describe, expect, it } from 'vitest';
import { type AuditException, judgeFindings, parseExceptions } from './audit-exceptions.ts';
import type { Finding } from './audit-findings.ts';

const finding = (packageName: string, advisory: string, severity: Finding['severity']): Finding => ({
  packageName,
  advisory,
  title: `${advisory} in ${packageName}`,
  url: `https://github.com/advisories/${advisory}`,
  severity,
  vulnerableRange: '<2.0.0',
  installedPaths: [`node_modules/${packageName}`],
  production: true,
});

const exception = (packageName: string, advisory: string, reviewBy: string): AuditException => ({
  advisory,
  package: packageName,
  reason: 'the vulnerable function is never called',
  fix: 'the next major release',
  reviewBy,
});

describe('parseExceptions', () => {
  it('takes an empty list and a complete entry', () => {
    expect(parseExceptions({ exceptions: [] })).toEqual({ ok: true, exceptions: [] });
    const entry = exception('tar', 'GHSA-r6q2-hw4h-h46w', '2027-03-31');
    expect(parseExceptions({ exceptions: [entry] })).toEqual({ ok: true, exceptions: [entry] });
    expect(parseExceptions({ exceptions: [exception('tar', 'npm-1096', '2027-03-31')] }).ok).toBe(true);
  });

  it('names every wrong entry and field', () => {
    const parsed = parseExceptions({
      exceptions: [
        'tar',
        { advisory: 'GHSA-r6q2-hw4h-h46w', package: 'tar', fix: 'upgrade', reviewBy: '2027-03-31' },
        exception('tar', 'CVE-2024-28863', '31/03/2027'),
        exception('tar', 'GHSA-r6q2-hw4h-h46w', '2027-02-29'),
      ],
    });

    expect(parsed).toEqual({
      ok: false,
      errors: [
        'exceptions[0]: must be an object',
        'exceptions[1].reason: required, non-empty text',
        'exceptions[2].advisory: "CVE-2024-28863" is not an advisory id (GHSA-xxxx-xxxx-xxxx or npm-<number>)',
        'exceptions[2].reviewBy: "31/03/2027" is not a date (YYYY-MM-DD)',
        'exceptions[3].reviewBy: "2027-02-29" is not a date (YYYY-MM-DD)',
      ],
    });
  });

  it.each([[null], [[]], [{}], [{ exceptions: {} }]])(
    'refuses a file that is not { "exceptions": [...] }: %j',
    (json) => {
      expect(parseExceptions(json)).toEqual({
        ok: false,
        errors: ['exceptions: must be a list ({ "exceptions": [] } when there are none)'],
      });
    },
  );
});

describe('judgeFindings', () => {
  const today = '2026-11-26';

  it('blocks at and above the level, lists the rest, and holds an exception through its review day', () => {
    const high = finding('tar', 'GHSA-r6q2-hw4h-h46w', 'high');
    const critical = finding('vm2', 'GHSA-cchq-frgv-rjh5', 'critical');
    const moderate = finding('undici', 'GHSA-3787-6prv-h9w3', 'moderate');
    const onReviewDay = exception('tar', 'GHSA-r6q2-hw4h-h46w', today);

    const verdict = judgeFindings([critical, high, moderate], [onReviewDay], { level: 'high', today });

    expect(verdict).toEqual({
      blocking: [{ finding: critical }],
      excepted: [{ finding: high, exception: onReviewDay }],
      belowLevel: [moderate],
      unused: [],
    });
  });

  it('blocks an advisory whose exception expired yesterday, saying when', () => {
    const high = finding('tar', 'GHSA-r6q2-hw4h-h46w', 'high');

    const verdict = judgeFindings([high], [exception('tar', 'GHSA-r6q2-hw4h-h46w', '2026-11-25')], {
      level: 'high',
      today,
    });

    expect(verdict.blocking).toEqual([{ finding: high, expiredOn: '2026-11-25' }]);
  });

  it('matches an exception only to its own package, and reports exceptions nothing matches', () => {
    const sameAdvisoryOtherPackage = finding('tar-fork', 'GHSA-r6q2-hw4h-h46w', 'high');
    const forTar = exception('tar', 'GHSA-r6q2-hw4h-h46w', '2027-03-31');

    const verdict = judgeFindings([sameAdvisoryOtherPackage], [forTar], { level: 'high', today });

    expect(verdict.blocking).toEqual([{ finding: sameAdvisoryOtherPackage }]);
    expect(verdict.unused).toEqual([forTar]);
  });

  it('keeps an exception for a finding under the level in use, so lowering the level later still finds it', () => {
    const moderate = finding('undici', 'GHSA-3787-6prv-h9w3', 'moderate');
    const forUndici = exception('undici', 'GHSA-3787-6prv-h9w3', '2027-03-31');

    const atHigh = judgeFindings([moderate], [forUndici], { level: 'high', today });
    const atModerate = judgeFindings([moderate], [forUndici], { level: 'moderate', today });

    expect(atHigh).toMatchObject({ belowLevel: [moderate], unused: [] });
    expect(atModerate).toMatchObject({
      blocking: [],
      excepted: [{ finding: moderate, exception: forUndici }],
    });
  });
});
