import type { CatalogueFileFormat } from '@specsource/contracts';
import { catalogueFormatOf } from '../domain/catalogue/import/catalogue-file.ts';

export const CATALOGUE_USAGE = `Usage:
  npm run -s catalogue -- import FILE.csv|FILE.json [--dry-run] [--replace]
  npm run -s catalogue -- export FILE.csv|FILE.json
  npm run -s catalogue -- count

import     validates the file and writes it in one transaction, or writes nothing if it has any problem
           --dry-run   validate and count only; nothing is written
           --replace   the file becomes the whole catalogue (otherwise pumps are added, or updated by id)
export     writes the whole catalogue in the same format
count      prints how many pumps, curve points and manufacturers the catalogue has

The file format is described in docs/catalogue-format.md.
`;

export type CatalogueCommand =
  | { kind: 'help' }
  | { kind: 'invalid'; problem: string }
  | { kind: 'import'; file: string; format: CatalogueFileFormat; dryRun: boolean; replace: boolean }
  | { kind: 'export'; file: string; format: CatalogueFileFormat }
  | { kind: 'count' };

/** Reads the command line of `npm run catalogue`; never throws. */
export function parseCatalogueCommand(argv: readonly string[]): CatalogueCommand {
  const [command, ...rest] = argv;
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
    return { kind: 'help' };
  }
  const flags = rest.filter((arg) => arg.startsWith('--'));
  const operands = rest.filter((arg) => !arg.startsWith('--'));
  const allowedFlags = command === 'import' ? ['--dry-run', '--replace'] : [];
  const unknown = flags.find((flag) => !allowedFlags.includes(flag));
  if (unknown) {
    return { kind: 'invalid', problem: `unknown option '${unknown}' for ${command}` };
  }
  if (command === 'count') {
    return operands.length === 0 ? { kind: 'count' } : { kind: 'invalid', problem: 'count takes no file' };
  }
  if (command !== 'import' && command !== 'export') {
    return {
      kind: 'invalid',
      problem: `unknown command '${command}'; the commands are import, export and count`,
    };
  }
  const [file, ...extra] = operands;
  if (file === undefined || extra.length > 0) {
    return { kind: 'invalid', problem: `${command} takes one file: FILE.csv or FILE.json` };
  }
  const format = catalogueFormatOf(file);
  if (format === null) {
    return { kind: 'invalid', problem: `'${file}' is neither a .csv nor a .json file` };
  }
  if (command === 'export') {
    return { kind: 'export', file, format };
  }
  return {
    kind: 'import',
    file,
    format,
    dryRun: flags.includes('--dry-run'),
    replace: flags.includes('--replace'),
  };
}
