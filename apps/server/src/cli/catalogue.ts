import { readFile, writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import type { CatalogueImportResult } from '@specsource/contracts';
import { countCatalogue } from '../domain/catalogue/catalogue.repository.ts';
import { loadCataloguePumps } from '../domain/catalogue/catalogue-load.repository.ts';
import { exportCatalogueFile } from '../domain/catalogue/import/catalogue-file.ts';
import { importCatalogueFile } from '../domain/catalogue/import/import-catalogue.ts';
import { formatProblem } from '../domain/catalogue/import/parsed-catalogue.ts';
import type { DatabaseConnection } from '../platform/db/database.ts';
import { CATALOGUE_USAGE, type CatalogueCommand, parseCatalogueCommand } from './catalogue-command.ts';
import { CliDatabaseError, openCliDatabase } from './cli-database.ts';

// `npm run -s catalogue -- import|export|count`: exit 0 when done; 2 for bad input (usage, a file with problems);
// 1 when it cannot be done (database, file system).
const EXIT_OK = 0;
const EXIT_FAILED = 1;
const EXIT_BAD_INPUT = 2;

const number = (n: number) => n.toLocaleString('en-US');

function report(code: number, message: string): number {
  (code === EXIT_OK ? process.stdout : process.stderr).write(`${message}\n`);
  return code;
}

function reasonOf(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
}

function describeImport(file: string, result: CatalogueImportResult): { code: number; text: string } {
  const { counts } = result;
  const checked = `${basename(file)} (${result.format.toUpperCase()}): ${number(counts.pumps)} pumps, ${number(counts.curve_points)} curve points, ${number(counts.manufacturers)} manufacturers.`;
  const changes = `${number(counts.added)} added, ${number(counts.updated)} updated, ${number(counts.removed)} removed`;
  if (result.status === 'invalid') {
    const problems = result.problems
      .map((problem) => `  ${formatProblem(problem, result.format)}`)
      .join('\n');
    const more =
      result.problem_count > result.problems.length
        ? `\n  … and ${number(result.problem_count - result.problems.length)} more`
        : '';
    return {
      code: EXIT_BAD_INPUT,
      text: `Nothing was imported: ${number(result.problem_count)} problem${result.problem_count === 1 ? '' : 's'} in ${checked}\n${problems}${more}`,
    };
  }
  if (result.status === 'valid') {
    return {
      code: EXIT_OK,
      text: `Dry run, nothing was written. ${checked}\nThe file is valid: it would make ${changes}; the catalogue would have ${number(counts.catalogue_total)} pumps.`,
    };
  }
  return {
    code: EXIT_OK,
    text: `Imported ${checked}\n${changes}; the catalogue now has ${number(counts.catalogue_total)} pumps.`,
  };
}

async function run(
  database: DatabaseConnection,
  command: Exclude<CatalogueCommand, { kind: 'help' | 'invalid' }>,
) {
  if (command.kind === 'import') {
    let content: string;
    try {
      content = await readFile(command.file, 'utf8');
    } catch (error) {
      return report(EXIT_FAILED, `Nothing was imported: cannot read ${command.file} (${reasonOf(error)}).`);
    }
    const { result } = await importCatalogueFile(database.db, {
      content,
      format: command.format,
      dryRun: command.dryRun,
      replace: command.replace,
      maxProblems: Number.POSITIVE_INFINITY,
    });
    const { code, text } = describeImport(command.file, result);
    return report(code, text);
  }
  if (command.kind === 'export') {
    const pumps = await loadCataloguePumps(database.db);
    try {
      await writeFile(command.file, exportCatalogueFile(pumps, command.format));
    } catch (error) {
      return report(EXIT_FAILED, `Nothing was exported: cannot write ${command.file} (${reasonOf(error)}).`);
    }
    return report(EXIT_OK, `Exported ${number(pumps.length)} pumps to ${command.file}.`);
  }
  const counts = await countCatalogue(database.db);
  return report(
    EXIT_OK,
    `The catalogue has ${number(counts.pumps)} pumps, ${number(counts.curvePoints)} curve points and ${number(counts.manufacturers)} manufacturers.`,
  );
}

async function main(argv: string[]): Promise<number> {
  const command = parseCatalogueCommand(argv);
  if (command.kind === 'help') {
    process.stdout.write(CATALOGUE_USAGE);
    return EXIT_OK;
  }
  if (command.kind === 'invalid') {
    return report(EXIT_BAD_INPUT, `${command.problem}\n\n${CATALOGUE_USAGE}`);
  }
  let opened: Awaited<ReturnType<typeof openCliDatabase>>;
  try {
    opened = await openCliDatabase();
  } catch (error) {
    if (error instanceof CliDatabaseError) {
      return report(EXIT_FAILED, `Nothing was done. ${error.message}`);
    }
    throw error;
  }
  try {
    await opened.database.migrate();
    return await run(opened.database, command);
  } catch (error) {
    // An unreachable or broken database is not a bug of this tool: say what failed, without a stack.
    return report(EXIT_FAILED, `Nothing was done: the database could not be used (${reasonOf(error)}).`);
  } finally {
    await opened.database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
