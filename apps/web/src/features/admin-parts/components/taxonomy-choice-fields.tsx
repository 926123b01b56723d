import { Checkbox, type CheckboxProps, Select, type SelectProps } from '@mantine/core';

interface TaxonomyChoiceFieldsProps extends SelectProps<number> {
  /** The form's props for the line's `isOptional` box (`getInputProps(…, { type: 'checkbox' })`). */
  optionalProps: CheckboxProps;
}

/**
 * A line of the part form that picks one taxonomy item (a classification, or an attribute on its card) with
 * its "is optional" box beside it; the two lines lay out alike so their boxes line up under each other.
 */
export function TaxonomyChoiceFields({ optionalProps, ...selectProps }: TaxonomyChoiceFieldsProps) {
  return (
    <>
      <Select<number>
        searchable
        allowDeselect={false}
        withAsterisk
        style={{ flex: '1 1 16rem' }}
        {...selectProps}
      />
      <Checkbox {...optionalProps} label="is optional" mt={{ base: 0, xs: 34 }} />
    </>
  );
}
