import type { AdminAttribute } from '@specsource/contracts';

/** Tests only: the PUT /api/attributes/{id} body that saves an attribute exactly as GET answered it. */
export function attributeBodyOf(current: AdminAttribute): Record<string, unknown> {
  return {
    classification_id: current.classification_id,
    title: current.title,
    type: current.type,
    options: current.options,
    option_keys: current.option_keys,
    unit_ids: current.unit.map((unit) => unit.id),
    min_value: current.min_value,
    max_value: current.max_value,
    min_exclusive: current.min_exclusive,
    max_exclusive: current.max_exclusive,
    key: current.key,
  };
}
