import { Fieldset, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { ADDRESS_FIELD_MAX_LENGTH, US_STATES, ZIP_CODE_MAX_LENGTH } from '@specsource/contracts';
import type { ReactNode } from 'react';
import type { OrderFormValues } from '../lib/order-form.ts';

// docs/spec/marketplace-spec.md §3 'State choices' — shown as 'Name (AB)', searchable by either.
const STATE_OPTIONS = US_STATES.map((state) => ({
  value: state.abbreviation,
  label: `${state.name} (${state.abbreviation})`,
}));

interface AddressFieldsetProps<Values extends OrderFormValues> {
  legend: string;
  side: 'billing' | 'shipping';
  form: UseFormReturnType<Values>;
  disabled?: boolean;
  /** Above the fields, e.g. the 'Same as billing address' checkbox. */
  children?: ReactNode;
  /** Hides the fields (shipping copied from billing), keeping the legend and `children`. */
  isCollapsed?: boolean;
}

/** One address of checkout and the order update screen (docs/spec/marketplace-spec.md §3 'Address', §5 rules). */
export function AddressFieldset<Values extends OrderFormValues>({
  legend,
  side,
  form,
  disabled = false,
  children,
  isCollapsed = false,
}: AddressFieldsetProps<Values>) {
  // The form is uncontrolled (typing re-renders nothing): `key` remounts a field whose value the form set.
  const path = (field: string) => `${side}.${field}`;
  const props = (field: string) => form.getInputProps(path(field));
  const prefix = side === 'billing' ? 'billing' : 'shipping';
  return (
    <Fieldset legend={legend} disabled={disabled}>
      {children}
      {isCollapsed ? null : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt={children ? 'sm' : 0}>
          <TextInput
            label="First name"
            autoComplete={`${prefix} given-name`}
            required
            maxLength={ADDRESS_FIELD_MAX_LENGTH}
            key={form.key(path('first_name'))}
            {...props('first_name')}
          />
          <TextInput
            label="Last name"
            autoComplete={`${prefix} family-name`}
            maxLength={ADDRESS_FIELD_MAX_LENGTH}
            key={form.key(path('last_name'))}
            {...props('last_name')}
          />
          <TextInput
            label="Email"
            type="email"
            autoComplete={`${prefix} email`}
            required
            maxLength={ADDRESS_FIELD_MAX_LENGTH}
            key={form.key(path('email'))}
            {...props('email')}
          />
          <TextInput
            label="Phone"
            type="tel"
            autoComplete={`${prefix} tel`}
            maxLength={ADDRESS_FIELD_MAX_LENGTH}
            key={form.key(path('phone_no'))}
            {...props('phone_no')}
          />
          <TextInput
            label="Street"
            description="Street and number"
            autoComplete={`${prefix} address-line1`}
            required
            maxLength={ADDRESS_FIELD_MAX_LENGTH}
            key={form.key(path('street_no'))}
            {...props('street_no')}
          />
          <TextInput
            label="Building / suite"
            description="Optional"
            autoComplete={`${prefix} address-line2`}
            maxLength={ADDRESS_FIELD_MAX_LENGTH}
            key={form.key(path('building_suit_no'))}
            {...props('building_suit_no')}
          />
          <TextInput
            label="City"
            autoComplete={`${prefix} address-level2`}
            required
            maxLength={ADDRESS_FIELD_MAX_LENGTH}
            key={form.key(path('city'))}
            {...props('city')}
          />
          <Select
            label="State"
            placeholder="Choose a state"
            data={STATE_OPTIONS}
            searchable
            nothingFoundMessage="No state or territory matches"
            autoComplete={`${prefix} address-level1`}
            required
            key={form.key(path('state'))}
            {...props('state')}
          />
          <TextInput
            label="Zip code"
            autoComplete={`${prefix} postal-code`}
            required
            maxLength={ZIP_CODE_MAX_LENGTH}
            key={form.key(path('zip_code'))}
            {...props('zip_code')}
          />
        </SimpleGrid>
      )}
    </Fieldset>
  );
}
