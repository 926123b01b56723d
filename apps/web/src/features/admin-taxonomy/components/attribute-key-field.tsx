import { Select, Stack, Text } from '@mantine/core';
import { ATTRIBUTE_KEY_RULES, ATTRIBUTE_KEYS, type AttributeKey } from '@specsource/contracts';
import type { FocusEventHandler, ReactNode } from 'react';
import { ATTRIBUTE_TYPE_LABELS } from '../lib/attribute-types.ts';

const KEY_DATA = ATTRIBUTE_KEYS.map((key) => ({
  value: key,
  label: `${ATTRIBUTE_KEY_RULES[key].label} (${key})`,
}));

interface AttributeKeyFieldProps {
  value: AttributeKey | null;
  onChange: (key: AttributeKey | null) => void;
  error?: ReactNode;
  onFocus?: FocusEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
}

/** What the pump search reads from the attribute; with a key, its title and wording may change freely. */
export function AttributeKeyField({ value, onChange, error, onFocus, onBlur }: AttributeKeyFieldProps) {
  const rule = value === null ? undefined : ATTRIBUTE_KEY_RULES[value];
  const types = rule?.types.map((type) => ATTRIBUTE_TYPE_LABELS[type].toLowerCase()).join(' or ');
  return (
    <Stack gap={4}>
      <Select<AttributeKey>
        label="Pump search key"
        description="What the pump search reads from this attribute. Leave it empty for one it does not read."
        placeholder="None"
        data={KEY_DATA}
        value={value}
        onChange={onChange}
        clearable
        searchable
        nothingFoundMessage="The pump search reads no such key"
        error={error}
        onFocus={onFocus}
        onBlur={onBlur}
      />
      {rule ? (
        <Text size="sm" c="dimmed" aria-live="polite">
          {`Read as ${types}${rule.units ? ` in ${rule.units.join(', ')}` : ''}.`}
        </Text>
      ) : null}
    </Stack>
  );
}
