// `npm run audit` (ASVS V15.2.1): `npm audit` over every installed package, production and
// development, failing on a high or critical advisory unless audit-exceptions.json explains it
// (docs/security.md, "Dependency audit").
//
//   npm run audit                      exits 0 clean, 1 on a blocking finding or a bad exceptions file,
//                                      2 when no advisory service answered (that is no result, not a clean one)
//   npm run audit -- --if-available    as above, but exits 0 when no advisory service answered, after saying so
//                                      loudly: for CI on a registry that serves no audits (docs/security.md G8)
//   --level low|moderate|high|critical   the lowest severity that blocks (high)
//   --exceptions <file>                  the exceptions file (scripts/dependency-audit/audit-exceptions.json)
//   --help                               this text
//
// It runs in the current folder, which must hold a package-lock.json; npm's own settings (the registry,
// `audit-registry`) apply as they do to `npm audit`.

import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { type AuditException, judgeFindings, parseExceptions, type Verdict } from './audit-exceptions.ts';
import { type Finding, type Lockfile, readAuditOutput, SEVERITIES, type Severity } from './audit-findings.ts';

const USAGE = 'usage: npm run audit -- [--if-available] [--level high] [--exceptions <file>] [--help]';
const EXIT_CLEAN = 0;
const EXIT_BLOCKED = 1;
const EXIT_NOT_AUDITED = 2;

const print = (line = '') => process.stdout.write(`${line}\n`);
const fail = (line: string): never => {
  process.stderr.write(`${line}\n`);
  process.exit(EXIT_BLOCKED);
};

const { values: flags } = parseArgs({
  options: {
    'if-available': { type: 'boolean', default: false },
    level: { type: 'string', default: 'high' },
    exceptions: { type: 'string', default: join(import.meta.dirname, 'audit-exceptions.json') },
    help: { type: 'boolean', default: false },
  },
});

if (flags.help) {
  print(USAGE);
  process.exit(EXIT_CLEAN);
}

const level = SEVERITIES.find((severity) => severity === flags.level && severity !== 'info');
if (!level) {
  fail(`--level: "${flags.level}" is not one of low, moderate, high, critical.\n${USAGE}`);
}
const lockfilePath = join(process.cwd(), 'package-lock.json');
if (!existsSync(lockfilePath)) {
  fail(
    `There is no package-lock.json in ${process.cwd()}. Run the audit where one is (npm install writes it).`,
  );
}

const exceptions = await readExceptions(flags.exceptions);
const lockfile = JSON.parse(await readFile(lockfilePath, 'utf8')) as Lockfile;
const outcome = readAuditOutput(await npmAuditJson(), lockfile);

if (outcome.kind === 'unavailable') {
  print(`NOT AUDITED: no advisory service answered npm audit (${outcome.reason}).`);
  print('This is no result, not a clean one: no package was checked against the advisory database.');
  if (flags['if-available']) {
    print('--if-available: going on. docs/security.md (gap G8) says what was checked instead.');
    process.exit(EXIT_CLEAN);
  }
  print("Run it where the registry serves the audit endpoint, or set npm's audit-registry to one that does.");
  process.exit(EXIT_NOT_AUDITED);
}

const today = new Date().toISOString().slice(0, 10);
const verdict = judgeFindings(outcome.findings, exceptions, { level: level as Severity, today });
printVerdict(verdict, outcome.dependencyCount, level as Severity, flags.exceptions);
process.exit(verdict.blocking.length ? EXIT_BLOCKED : EXIT_CLEAN);

async function readExceptions(path: string): Promise<AuditException[]> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    return fail(`${path}: cannot be read as JSON (${(error as Error).message}).`);
  }
  const parsed = parseExceptions(json);
  if (!parsed.ok) {
    return fail(`${path} is not valid:\n${parsed.errors.map((error) => `  ${error}`).join('\n')}`);
  }
  return parsed.exceptions;
}

// npm exits 1 whenever it finds anything at --audit-level or above, and also when it cannot audit, so its exit
// code says little: the JSON it prints decides. --include names every kind of dependency, whatever an
// `omit` setting in the environment says: the audit covers what CI and developers install, not only production.
function npmAuditJson(): Promise<string> {
  const include = ['prod', 'dev', 'optional', 'peer'].map((kind) => `--include=${kind}`);
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['audit', '--json', '--audit-level=info', ...include], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', reject);
    child.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

function printVerdict(
  verdict: Verdict,
  dependencyCount: number,
  blockingLevel: Severity,
  exceptionsPath: string,
) {
  const advisoryCount = verdict.blocking.length + verdict.excepted.length + verdict.belowLevel.length;
  print(
    `npm audit: ${dependencyCount} packages, ${advisoryCount} advisories; ${blockingLevel} and above block.`,
  );
  for (const { finding, expiredOn } of verdict.blocking) {
    print(`  BLOCKING  ${describe(finding)}`);
    print(
      expiredOn
        ? `            its exception's review date ${expiredOn} has passed: look again, then fix it or move the date`
        : `            upgrade out of ${finding.vulnerableRange} (npm audit fix), or explain it in ${exceptionsPath}`,
    );
  }
  for (const { finding, exception } of verdict.excepted) {
    print(`  excepted  ${describe(finding)}`);
    print(`            until ${exception.reviewBy}: ${exception.reason}`);
  }
  for (const finding of verdict.belowLevel) {
    print(`  below     ${describe(finding)}`);
  }
  for (const exception of verdict.unused) {
    print(
      `  unused exception ${exception.advisory} (${exception.package}): no installed package has it; remove it`,
    );
  }
  print(
    verdict.blocking.length
      ? `FAILED: ${verdict.blocking.length} blocking ${verdict.blocking.length === 1 ? 'advisory' : 'advisories'}.`
      : `PASSED: nothing at ${blockingLevel} or above without a current exception.`,
  );
}

function describe(finding: Finding): string {
  const where = finding.production ? 'production' : 'development only';
  return (
    `${finding.severity.padEnd(8)} ${finding.packageName} ${finding.advisory} "${finding.title}" ` +
    `(${finding.vulnerableRange}; ${where}: ${finding.installedPaths.join(', ') || 'no installed copy named'})`
  );
}
