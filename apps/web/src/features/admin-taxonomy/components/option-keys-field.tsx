import { Input, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { AttributeKey } from '@specsource/contracts';
import type { ReactNode } from 'react';
import { useAttributeKeys } from '../../../api/taxonomy.ts';
import { LoadErrorAlert } from './load-error-alert.tsx';

interface OptionKeysFieldProps {
  attributeKey: AttributeKey;
  options: string[];
  /** Each option's key by its wording. */
  value: Record<string, string>;
  onChange: (value: Record<string, string>) => void;
  error?: ReactNode;
}

/**
 * What the pump search reads each option as: one of the engine's option keys, picked beside the option's wording
 * (or written, for the electrical supply, whose keys spell the supply). The wording may then change freely.
 */
export function OptionKeysField({ attributeKey, options, value, onChange, error }: OptionKeysFieldProps) {
  const keys = useAttributeKeys(true);
  const info = keys.data?.find((candidate) => candidate.key === attributeKey)?.option_keys ?? null;
  const setKey = (option: string, key: string) => onChange({ ...value, [option]: key });

  return (
    <Input.Wrapper
      label="Option keys"
      description={info?.hint ?? 'What the pump search reads each option as.'}
      error={error}
    >
      <Stack gap="xs" mt={4}>
        {keys.isError ? (
          <LoadErrorAlert
            title="The engine's option keys could not be loaded"
            error={keys.error}
            onRetry={() => void keys.refetch()}
          />
        ) : null}
        {options.length === 0 ? (
          <Text size="sm" c="dimmed">
            Add options first; each then takes its key here.
          </Text>
        ) : null}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing="xs">
          {options.map((option) =>
            info?.choices ? (
              <Select
                key={option}
                label={option}
                aria-label={`Key for '${option}'`}
                data={info.choices}
                value={value[option] || null}
                onChange={(key) => setKey(option, key ?? '')}
                searchable
                placeholder="Choose a key"
                nothingFoundMessage="The engine knows no such key"
              />
            ) : (
              <TextInput
                key={option}
                label={option}
                aria-label={`Key for '${option}'`}
                value={value[option] ?? ''}
                onChange={(event) => setKey(option, event.currentTarget.value)}
                placeholder={keys.isPending ? 'Loading…' : 'e.g. 460v-3ph-60hz'}
              />
            ),
          )}
        </SimpleGrid>
      </Stack>
    </Input.Wrapper>
  );
}
