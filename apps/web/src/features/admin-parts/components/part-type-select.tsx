import { Select } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { usePartTypes } from '../../../api/part-types.ts';
import type { PartFormValues } from '../lib/part-form-values.ts';

/** Ids are positive, so 0 can stand for the 'None' option (a plain part without a type). */
const NONE = 0;

/** The part's type (pump, compressor…), which decides instant results; optional. */
export function PartTypeSelect({ form }: { form: UseFormReturnType<PartFormValues> }) {
  const partTypes = usePartTypes();
  const data = [
    { value: NONE, label: 'None' },
    ...(partTypes.data ?? []).map((type) => ({ value: type.id, label: type.name })),
  ];
  const value = form.values.part_type_id;

  return (
    <Select<number>
      label="Part type"
      description={
        partTypes.isError
          ? 'The part types could not be loaded; the part keeps its type.'
          : 'Decides whether a request gets instant results.'
      }
      data={
        value === null || data.some((option) => option.value === value)
          ? data
          : [...data, { value, label: `#${value}` }]
      }
      value={value ?? NONE}
      onChange={(next) => form.setFieldValue('part_type_id', next === null || next === NONE ? null : next)}
      error={form.errors.part_type_id}
      allowDeselect={false}
      maw={320}
    />
  );
}
