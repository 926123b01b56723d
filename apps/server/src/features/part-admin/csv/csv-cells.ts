import type { PartCsvColumn, PartCsvProblem } from '@specsource/contracts';
import { PART_CSV_LIST_SEPARATOR } from '@specsource/contracts';

/** Records a problem against a row and column of the file (the column null for the row as a whole). */
export type Report = (row: number, column: PartCsvColumn | null, message: string) => void;

/** A name as the import compares it: trimmed, case-folded. */
export const fold = (text: string) => text.trim().toLowerCase();

/** A list cell's items (PART_CSV_LIST_SEPARATOR between them); none for a blank cell. */
export function splitList(cell: string): string[] {
  return cell === '' ? [] : cell.split(PART_CSV_LIST_SEPARATOR).map((item) => item.trim());
}

export function problemList(): { problems: PartCsvProblem[]; report: Report } {
  const problems: PartCsvProblem[] = [];
  return { problems, report: (row, column, message) => problems.push({ row, column, message }) };
}
