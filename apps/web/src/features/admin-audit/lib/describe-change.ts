const MAX_VALUE_LENGTH = 60;

/** A value as the log reads it: text quoted, no value at all (absent or null) as 'none'. */
function show(value: unknown): string {
  if (value === null || value === undefined) {
    return 'none';
  }
  const text = typeof value === 'string' ? `'${value}'` : (JSON.stringify(value) ?? 'none');
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * One line saying what a change did: the fields an update changed (`title: 'Pump' → 'Pumps'`), or what was
 * created or deleted, named by its title when it has one.
 */
export function describeChange(before: unknown, after: unknown): string {
  if (before === null && after !== null) {
    return isRecord(after) && 'title' in after ? `Created ${show(after.title)}` : 'Created';
  }
  if (after === null && before !== null) {
    return isRecord(before) && 'title' in before ? `Deleted ${show(before.title)}` : 'Deleted';
  }
  if (!isRecord(before) || !isRecord(after)) {
    return `${show(before)} → ${show(after)}`;
  }
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  // A field absent on one side and null on the other did not change: both mean "no value".
  const changed = keys.filter(
    (key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null),
  );
  if (changed.length === 0) {
    return 'No field changed';
  }
  return changed.map((key) => `${key}: ${show(before[key])} → ${show(after[key])}`).join('; ');
}
