import { PART_CSV_COLUMNS, PART_CSV_LIST_SEPARATOR, type PartCsvColumn } from '@specsource/contracts';
import { stringify } from 'csv-stringify/sync';
import type { PartExportLine } from './part-csv.repository.ts';

const flag = (value: boolean | null) => (value === null ? '' : String(value));
const numberText = (value: number | null) => (value === null ? '' : String(value));

/**
 * Writes parts in the import format (docs/part-csv-format.md): every column on every row, so a row read
 * alone is complete and importing the file into an empty catalogue recreates parts and taxonomy alike.
 */
export function exportPartsCsv(lines: readonly PartExportLine[]): string {
  const rows = lines.map(
    (line): Record<PartCsvColumn, string> => ({
      part_title: line.partTitle,
      part_slug: line.partSlug,
      part_description: line.partDescription,
      part_type: line.partType ?? '',
      classification: line.classification ?? '',
      classification_optional: flag(line.classificationOptional),
      attribute: line.attribute ?? '',
      attribute_optional: flag(line.attributeOptional),
      attribute_type: line.attributeType ?? '',
      attribute_options: (line.options ?? []).join(PART_CSV_LIST_SEPARATOR),
      attribute_units: line.units ?? '',
      attribute_min: numberText(line.minValue),
      attribute_max: numberText(line.maxValue),
      attribute_min_exclusive: flag(line.minExclusive),
      attribute_max_exclusive: flag(line.maxExclusive),
      attribute_key: line.key ?? '',
      attribute_option_keys: (line.optionKeys ?? []).join(PART_CSV_LIST_SEPARATOR),
    }),
  );
  return stringify(rows, { header: true, columns: [...PART_CSV_COLUMNS] });
}
