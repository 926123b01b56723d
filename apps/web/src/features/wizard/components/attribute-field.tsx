import { Autocomplete, Checkbox, Group, NumberInput, Radio, Select, Stack, TextInput } from '@mantine/core';
import type { PartStructure } from '@specsource/contracts';
import type { AttributeAnswer } from '../lib/wizard-data.ts';

type Link = PartStructure['partclassification_set'][number]['partclassificationattribute_set'][number];

interface AttributeFieldProps {
  link: Link;
  answer: AttributeAnswer;
  isRequired: boolean;
  error: string | undefined;
  unitError: string | undefined;
  onChange: (answer: AttributeAnswer) => void;
}

/**
 * One attribute's input by its type (docs/spec/pump-selection-spec.md §2), with its unit selector when it has units.
 */
export function AttributeField({
  link,
  answer,
  isRequired,
  error,
  unitError,
  onChange,
}: AttributeFieldProps) {
  const { attribute } = link;
  const inputId = `attribute-${attribute.id}`;
  const text = typeof answer.value === 'string' ? answer.value : '';
  const setValue = (value: string | boolean) => onChange({ ...answer, value });
  const common = { id: inputId, label: attribute.title, required: isRequired, error };

  let input: React.ReactNode;
  switch (attribute.type) {
    case 'number':
      input = (
        <NumberInput
          {...common}
          value={text}
          onChange={(value) => setValue(String(value))}
          hideControls
          allowedDecimalSeparators={['.']}
        />
      );
      break;
    case 'checkbox':
      input = (
        <Checkbox
          id={inputId}
          label={attribute.title}
          checked={answer.value === true}
          error={error}
          onChange={(event) => setValue(event.currentTarget.checked)}
        />
      );
      break;
    case 'radio':
      input = (
        <Radio.Group {...common} value={text} onChange={setValue}>
          <Group gap="md" mt={4}>
            {attribute.options.map((option) => (
              <Radio key={option} value={option} label={option} />
            ))}
          </Group>
        </Radio.Group>
      );
      break;
    case 'select':
    case 'searchable_select':
      input = (
        <Select
          {...common}
          data={attribute.options}
          value={text === '' ? null : text}
          onChange={(value) => setValue(value ?? '')}
          searchable={attribute.type === 'searchable_select'}
          clearable={!isRequired}
          placeholder="Choose…"
          nothingFoundMessage="No matching option"
        />
      );
      break;
    case 'editable_select':
      // Free text with suggestions.
      input = <Autocomplete {...common} data={attribute.options} value={text} onChange={setValue} />;
      break;
    default:
      input = (
        <TextInput {...common} value={text} onChange={(event) => setValue(event.currentTarget.value)} />
      );
  }

  if (attribute.unit.length === 0) {
    return input;
  }
  return (
    <Group align="flex-start" gap="xs" wrap="nowrap">
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        {input}
      </Stack>
      <Select
        label="Unit"
        aria-label={`${attribute.title} unit`}
        w={128}
        data={attribute.unit.map((unit) => unit.title)}
        value={answer.unit}
        onChange={(unit) => onChange({ ...answer, unit })}
        allowDeselect={false}
        error={unitError}
      />
    </Group>
  );
}
