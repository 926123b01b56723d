import { SimpleGrid, TextInput } from '@mantine/core';
import type { FieldErrors, WizardData } from '../lib/wizard-data.ts';

interface SubmitStepProps {
  values: WizardData['submit'];
  errors: FieldErrors;
  onChange: (values: WizardData['submit']) => void;
}

/** Quantity and zip code (docs/spec/pump-selection-spec.md §2 'Search step'). */
export function SubmitStep({ values, errors, onChange }: SubmitStepProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput
        label="Quantity"
        required
        inputMode="numeric"
        value={values.quantity}
        error={errors.quantity}
        onChange={(event) => onChange({ ...values, quantity: event.currentTarget.value })}
      />
      <TextInput
        label="Zip code"
        description="5 digits (US)"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={10}
        value={values.zip_code}
        error={errors.zip_code}
        onChange={(event) => onChange({ ...values, zip_code: event.currentTarget.value })}
      />
    </SimpleGrid>
  );
}
