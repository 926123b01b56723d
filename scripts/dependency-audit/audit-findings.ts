// Reads what `npm audit --json` prints (npm 11, `auditReportVersion: 2`) into one finding per advisory and
// package, or says why there is no report. npm's report is keyed by package and mixes two kinds of entry: a
// package with an advisory of its own (`via` holds the advisory) and a package that only depends on one
// (`via` holds package names). Only the first kind is a finding: the second goes away with the first.

export const SEVERITIES = ['info', 'low', 'moderate', 'high', 'critical'] as const;
export type Severity = (typeof SEVERITIES)[number];

export interface Finding {
  /** The package the advisory is about. */
  packageName: string;
  /** `GHSA-…` when the advisory's address carries one (GitHub's database, which npm serves), else npm's number. */
  advisory: string;
  title: string;
  url: string;
  severity: Severity;
  /** The versions the advisory names, as a semver range. */
  vulnerableRange: string;
  /** Where the vulnerable copies sit in package-lock.json (`node_modules/…`). */
  installedPaths: string[];
  /** At least one vulnerable copy is installed for production, not only for development. */
  production: boolean;
}

export type AuditOutcome =
  | { kind: 'audited'; findings: Finding[]; dependencyCount: number }
  | { kind: 'unavailable'; reason: string };

/** The part of package-lock.json this needs: which installed copies are development-only. */
export interface Lockfile {
  packages?: Record<string, { dev?: boolean } | undefined>;
}

interface AdvisoryVia {
  source?: number;
  name?: string;
  title?: string;
  url?: string;
  severity?: string;
  range?: string;
}

interface VulnerabilityEntry {
  name?: string;
  via?: (string | AdvisoryVia)[];
  nodes?: string[];
}

const GHSA_IN_URL = /\/GHSA((?:-[a-z0-9]{4}){3})\b/i;

export function readAuditOutput(stdout: string, lockfile: Lockfile): AuditOutcome {
  let report: unknown;
  try {
    report = JSON.parse(stdout);
  } catch {
    const firstLine = stdout.trim().split('\n')[0] || '(nothing)';
    return { kind: 'unavailable', reason: `npm audit printed no JSON report: ${firstLine}` };
  }
  if (!isRecord(report) || report.auditReportVersion !== 2 || !isRecord(report.vulnerabilities)) {
    return { kind: 'unavailable', reason: reasonOfError(report) };
  }

  const vulnerabilities = report.vulnerabilities as Record<string, VulnerabilityEntry>;
  const findings = new Map<string, Finding>();
  for (const [entryName, entry] of Object.entries(vulnerabilities)) {
    for (const via of entry.via ?? []) {
      if (typeof via === 'string') {
        continue; // a dependent of a vulnerable package: its finding is the package it names
      }
      const packageName = via.name ?? entryName;
      const url = via.url ?? '';
      const key = `${packageName} ${url || via.source}`;
      if (findings.has(key)) {
        continue;
      }
      const installedPaths = vulnerabilities[packageName]?.nodes ?? entry.nodes ?? [];
      findings.set(key, {
        packageName,
        advisory: advisoryIdOf(url, via.source),
        title: via.title ?? '(no title)',
        url,
        severity: severityOf(via.severity),
        vulnerableRange: via.range ?? '*',
        installedPaths,
        production: installedPaths.some((path) => lockfile.packages?.[path]?.dev !== true),
      });
    }
  }
  return {
    kind: 'audited',
    findings: [...findings.values()].sort(bySeverityThenName),
    dependencyCount: dependencyCountOf(report.metadata),
  };
}

function advisoryIdOf(url: string, source: number | undefined): string {
  const ghsa = GHSA_IN_URL.exec(url)?.[1];
  return ghsa ? `GHSA${ghsa.toLowerCase()}` : `npm-${source ?? '?'}`;
}

export function severityRank(severity: Severity): number {
  return SEVERITIES.indexOf(severity);
}

function severityOf(value: string | undefined): Severity {
  // An advisory without a severity npm knows is treated as critical: an unknown must not slip under the level.
  return SEVERITIES.find((severity) => severity === value) ?? 'critical';
}

function bySeverityThenName(a: Finding, b: Finding): number {
  return (
    severityRank(b.severity) - severityRank(a.severity) ||
    a.packageName.localeCompare(b.packageName) ||
    a.advisory.localeCompare(b.advisory)
  );
}

function dependencyCountOf(metadata: unknown): number {
  if (
    isRecord(metadata) &&
    isRecord(metadata.dependencies) &&
    typeof metadata.dependencies.total === 'number'
  ) {
    return metadata.dependencies.total;
  }
  return 0;
}

// npm prints `{ message, statusCode, … }` when the advisory endpoint answers with an error or cannot be
// reached, and `{ error: { code, summary } }` when npm itself stops (no lockfile, bad configuration).
function reasonOfError(report: unknown): string {
  if (isRecord(report)) {
    if (typeof report.message === 'string' && report.message) {
      return report.message;
    }
    if (isRecord(report.error)) {
      const { code, summary } = report.error;
      const text = [code, summary].filter((part) => typeof part === 'string' && part).join(': ');
      if (text) {
        return text;
      }
    }
  }
  return 'npm audit printed JSON without a report';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
