import {
  CATALOGUE_MATERIAL_CLASSES,
  type CataloguePumpRecord,
  CataloguePumpRecordSchema,
} from '@specsource/contracts';
import { type CataloguePump, materialClassFromNames, validateCataloguePump } from '@specsource/pump-engine';
import { fromCataloguePumpRecord } from '../catalogue-record.ts';
import { ENGINE_FIELD_COLUMNS } from './catalogue-columns.ts';

/** Where in one pump record a problem is: `['head_ft']`-style paths, `['curve', 2, 'head_ft']` for a point. */
export type RecordPath = readonly (string | number)[];

export interface RecordIssue {
  path: RecordPath;
  message: string;
}

/**
 * A curve may droop a little at low flow (real pumps do), but head rising by more than this share of the
 * shut-off head from one point to the next is a non-monotone curve: a typo, swapped columns or another unit.
 */
export const HEAD_RISE_TOLERANCE = 0.1;

export type RecordValidation =
  | { ok: true; pump: CataloguePump; record: CataloguePumpRecord }
  | { ok: false; issues: RecordIssue[] };

/** Validates one pump as read from a file: field rules (contracts), cross-field rules, then the engine's checks. */
export function validateCatalogueRecord(input: unknown): RecordValidation {
  const parsed = CataloguePumpRecordSchema.safeParse(input);
  if (!parsed.success) {
    return {
      ok: false,
      issues: parsed.error.issues.map((issue) => ({
        path: issue.path.filter((key) => typeof key !== 'symbol'),
        message: issue.message,
      })),
    };
  }
  const record = parsed.data;
  const issues = [...recordRuleIssues(record)];
  const pump = fromCataloguePumpRecord(record);
  for (const issue of validateCataloguePump(pump)) {
    const [, ...rest] = issue.path;
    issues.push({
      path: rest.map((key) => (typeof key === 'string' ? (ENGINE_FIELD_COLUMNS[key] ?? key) : key)),
      message: lowerFirst(issue.message.replace(/\.$/, '')),
    });
  }
  const unique = dedupeByPath(issues);
  return unique.length === 0 ? { ok: true, pump, record } : { ok: false, issues: unique };
}

function recordRuleIssues(record: CataloguePumpRecord): RecordIssue[] {
  const issues: RecordIssue[] = [];
  const add = (path: RecordPath, message: string) => issues.push({ path, message });
  if (record.impeller_diameter_min_in > record.impeller_diameter_max_in) {
    add(['impeller_diameter_min_in'], 'the minimum impeller diameter is larger than the maximum');
  }
  const { variable_speed_min_rpm: min, variable_speed_max_rpm: max } = record;
  if ((min === null) !== (max === null)) {
    add(
      [min === null ? 'variable_speed_min_rpm' : 'variable_speed_max_rpm'],
      'give both ends of the speed range, or neither',
    );
  } else if (min !== null && max !== null && min > max) {
    add(['variable_speed_min_rpm'], 'the minimum variable speed is above the maximum');
  }
  if (
    record.material_class === null &&
    materialClassFromNames(record.material_casing, record.material_impeller) === null
  ) {
    add(
      ['material_class'],
      `give the material class (${CATALOGUE_MATERIAL_CLASSES.join(', ')}): the casing and impeller names do not say it`,
    );
  }
  if (record.list_price !== null && record.currency === null) {
    add(['currency'], 'a list price needs its currency (e.g. USD)');
  }
  const shutOffHead = Math.max(...record.curve.map((point) => point.head_ft));
  record.curve.forEach((point, i) => {
    const previous = record.curve[i - 1];
    if (previous === undefined) {
      return;
    }
    if (!(point.flow_gpm > previous.flow_gpm)) {
      add(
        ['curve', i, 'flow_gpm'],
        `flow must rise from point to point (${point.flow_gpm} after ${previous.flow_gpm} gpm)`,
      );
    }
    if (point.head_ft - previous.head_ft > HEAD_RISE_TOLERANCE * shutOffHead) {
      add(
        ['curve', i, 'head_ft'],
        `non-monotone head curve: head rises from ${previous.head_ft} to ${point.head_ft} ft as flow rises`,
      );
    }
  });
  return issues;
}

function dedupeByPath(issues: RecordIssue[]): RecordIssue[] {
  const seen = new Set<string>();
  return issues.filter((issue) => {
    const key = issue.path.join('.');
    if (seen.has(key)) {
      return false;
    }
    seen.add(key);
    return true;
  });
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
