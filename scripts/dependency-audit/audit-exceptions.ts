// The written exceptions to the audit (docs/security.md, "Dependency audit"): a high or critical advisory may
// stay only with a reason it cannot be exploited in SpecSource, what would fix it, and a date by which someone
// looks again. An exception past that date blocks like a finding without one, so none outlives its review.

import { type Finding, type Severity, severityRank } from './audit-findings.ts';

export interface AuditException {
  advisory: string;
  package: string;
  reason: string;
  fix: string;
  /** YYYY-MM-DD: the last day the exception holds. */
  reviewBy: string;
}

export type ExceptionsFile = { ok: true; exceptions: AuditException[] } | { ok: false; errors: string[] };

const TEXT_FIELDS = ['advisory', 'package', 'reason', 'fix', 'reviewBy'] as const;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ADVISORY_ID = /^(GHSA(-[a-z0-9]{4}){3}|npm-\d+)$/;

/** Checks the file's shape and says which entry and field is wrong, the way the API's 400s do. */
export function parseExceptions(json: unknown): ExceptionsFile {
  if (
    typeof json !== 'object' ||
    json === null ||
    !Array.isArray((json as { exceptions?: unknown }).exceptions)
  ) {
    return { ok: false, errors: ['exceptions: must be a list ({ "exceptions": [] } when there are none)'] };
  }
  const entries: unknown[] = (json as { exceptions: unknown[] }).exceptions;
  const errors: string[] = [];
  const exceptions: AuditException[] = [];
  entries.forEach((entry, index) => {
    const at = `exceptions[${index}]`;
    if (typeof entry !== 'object' || entry === null) {
      errors.push(`${at}: must be an object`);
      return;
    }
    const record = entry as Record<string, unknown>;
    const missing = TEXT_FIELDS.filter((field) => typeof record[field] !== 'string' || !record[field].trim());
    for (const field of missing) {
      errors.push(`${at}.${field}: required, non-empty text`);
    }
    if (missing.length) {
      return;
    }
    const exception = record as unknown as AuditException;
    if (!ADVISORY_ID.test(exception.advisory)) {
      errors.push(
        `${at}.advisory: "${exception.advisory}" is not an advisory id (GHSA-xxxx-xxxx-xxxx or npm-<number>)`,
      );
    }
    if (!isCalendarDay(exception.reviewBy)) {
      errors.push(`${at}.reviewBy: "${exception.reviewBy}" is not a date (YYYY-MM-DD)`);
    }
    exceptions.push(exception);
  });
  return errors.length ? { ok: false, errors } : { ok: true, exceptions };
}

export interface Verdict {
  /** At or above the level, with no exception or an expired one: these fail the audit. */
  blocking: { finding: Finding; expiredOn?: string }[];
  excepted: { finding: Finding; exception: AuditException }[];
  /** Under the level: printed, never blocking. */
  belowLevel: Finding[];
  /** Exceptions no finding matches any more: they should be removed. */
  unused: AuditException[];
}

export function judgeFindings(
  findings: Finding[],
  exceptions: AuditException[],
  { level, today }: { level: Severity; today: string },
): Verdict {
  const verdict: Verdict = { blocking: [], excepted: [], belowLevel: [], unused: [] };
  const matched = new Set<AuditException>();
  for (const finding of findings) {
    const exception = exceptions.find(
      (candidate) => candidate.advisory === finding.advisory && candidate.package === finding.packageName,
    );
    if (exception) {
      matched.add(exception);
    }
    if (severityRank(finding.severity) < severityRank(level)) {
      verdict.belowLevel.push(finding);
    } else if (!exception) {
      verdict.blocking.push({ finding });
    } else if (exception.reviewBy < today) {
      verdict.blocking.push({ finding, expiredOn: exception.reviewBy });
    } else {
      verdict.excepted.push({ finding, exception });
    }
  }
  verdict.unused = exceptions.filter((exception) => !matched.has(exception));
  return verdict;
}

function isCalendarDay(text: string): boolean {
  if (!ISO_DAY.test(text)) {
    return false;
  }
  // 2027-02-30 parses as a later day; only a date that reads back the same exists.
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}
