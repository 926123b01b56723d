import type { AssistantContext } from '../assistant.ts';

// Enough for every field of a pump specification; a model needs no more than this to answer about it.
const VALUE_MAX_CHARS = 200;
const CONTEXT_MAX_CHARS = 6_000;

function valueText(value: unknown): string | null {
  if (value === null || value === undefined) {
    return null;
  }
  if (typeof value === 'boolean') {
    return value ? 'yes' : 'no';
  }
  if (typeof value === 'number') {
    return Number.isFinite(value) ? String(value) : null;
  }
  if (Array.isArray(value)) {
    const items = value.map(valueText).filter((item): item is string => item !== null);
    return items.length > 0 ? items.join(', ') : null;
  }
  const text = (typeof value === 'string' ? value : JSON.stringify(value)).replace(/\s+/g, ' ').trim();
  if (text === '') {
    return null;
  }
  return text.length > VALUE_MAX_CHARS ? `${text.slice(0, VALUE_MAX_CHARS)}…` : text;
}

/**
 * The wizard's state as compact text for a model: the part, then one line per classification with the
 * values filled in so far by attribute title, each with its unit, e.g.
 * `Performance: Flow Rate = 500 gpm; Differential Head = 120 ft`. Empty fields are left out.
 */
export function wizardContextText(context: AssistantContext): string {
  const { answer } = context;
  const partName = answer
    ? `${answer.title}${answer.part_type ? ` (${answer.part_type})` : ''}`
    : context.part;
  const lines = [`Part: ${partName?.trim() || 'not chosen'}`];
  const groups: string[] = [];
  for (const classification of answer?.partclassification_set ?? []) {
    const values: string[] = [];
    for (const { attribute } of classification.partclassificationattribute_set) {
      const text = valueText(attribute.value);
      if (text !== null) {
        const unit = attribute.unit_value?.trim();
        values.push(`${attribute.title} = ${text}${unit ? ` ${unit}` : ''}`);
      }
    }
    if (values.length > 0) {
      groups.push(`${classification.classification.title}: ${values.join('; ')}`);
    }
  }
  lines.push(
    groups.length > 0 ? 'Specification so far:' : 'Specification so far: nothing entered yet.',
    ...groups,
  );
  const text = lines.join('\n');
  return text.length > CONTEXT_MAX_CHARS ? `${text.slice(0, CONTEXT_MAX_CHARS)}…` : text;
}
