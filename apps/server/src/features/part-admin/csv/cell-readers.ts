import type { PartCsvColumn } from '@specsource/contracts';
import { fold, type Report } from './csv-cells.ts';
import type { PartCsvRow } from './parse-parts-csv.ts';

const TRUE_WORDS = ['true', 'yes', '1'];
const FALSE_WORDS = ['', 'false', 'no', '0'];

/** The readers of typed cells; each reports what it cannot read and answers a harmless default. */
export interface CellReaders {
  flag(row: number, column: PartCsvColumn, text: string): boolean;
  number(row: PartCsvRow, column: PartCsvColumn): number | null;
  /** A part's or card's column: blank on later rows repeats the first; a different value is a mistake. */
  sameOnEveryRow(group: readonly PartCsvRow[], column: PartCsvColumn, what: string): string;
}

export function cellReaders(report: Report): CellReaders {
  const flag = (row: number, column: PartCsvColumn, text: string): boolean => {
    const word = fold(text);
    if (TRUE_WORDS.includes(word)) {
      return true;
    }
    if (!FALSE_WORDS.includes(word)) {
      report(row, column, `Use true or false (or yes/no, 1/0), not '${text}'`);
    }
    return false;
  };

  const number = (row: PartCsvRow, column: PartCsvColumn): number | null => {
    const text = row.cells[column];
    if (text === '') {
      return null;
    }
    const value = Number(text);
    if (!Number.isFinite(value)) {
      report(row.row, column, `'${text}' is not a number`);
      return null;
    }
    return value;
  };

  const sameOnEveryRow = (group: readonly PartCsvRow[], column: PartCsvColumn, what: string): string => {
    const first = group[0];
    const value = group.find((row) => row.cells[column] !== '')?.cells[column] ?? '';
    for (const row of group) {
      const cell = row.cells[column];
      if (cell !== '' && cell !== value) {
        report(
          row.row,
          column,
          `Differs from the ${what}'s row ${first?.row} ('${value}'); leave it blank or repeat the same value`,
        );
      }
    }
    return value;
  };

  return { flag, number, sameOnEveryRow };
}

/** The problems found so far, and the reporter that adds to them. */
