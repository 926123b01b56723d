import { Anchor, MultiSelect, Stack, Text } from '@mantine/core';
import type { FocusEventHandler, ReactNode } from 'react';
import { Link } from 'react-router';
import { useUnits } from '../../../api/taxonomy.ts';
import { paths } from '../../../config/paths.ts';
import { LoadErrorAlert } from './load-error-alert.tsx';

interface UnitsFieldProps {
  value: number[];
  onChange: (unitIds: number[]) => void;
  error?: ReactNode;
  onFocus?: FocusEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
}

/** The attribute's units from the unit list, in order: the first is the request wizard's default. */
export function UnitsField({ value, onChange, error, onFocus, onBlur }: UnitsFieldProps) {
  const units = useUnits();

  if (units.isError) {
    return (
      <LoadErrorAlert
        title="The units could not be loaded"
        error={units.error}
        onRetry={() => void units.refetch()}
      />
    );
  }

  const titles = new Map(units.data?.map((unit) => [unit.id, unit.title]));
  const [first] = value;

  return (
    <Stack gap={4}>
      <MultiSelect<number>
        label="Units"
        description="In order: the first is the default in the request wizard. To reorder, drag a unit, or press ← in the field to reach the units and Alt+← or Alt+→ to move one."
        placeholder={units.isPending ? 'Loading units…' : 'Pick units'}
        disabled={units.isPending}
        data={units.data?.map((unit) => ({ value: unit.id, label: unit.title })) ?? []}
        searchable
        withPillsReorder
        nothingFoundMessage="No such unit. Add it on the Units page first."
        value={value}
        onChange={onChange}
        error={error}
        onFocus={onFocus}
        onBlur={onBlur}
      />
      <Text size="sm" c="dimmed" aria-live="polite">
        {first === undefined ? 'No units: the answer has none.' : `Default unit: ${titles.get(first) ?? '…'}`}
      </Text>
      {units.data?.length === 0 ? (
        <Text size="sm">
          There are no units yet.{' '}
          <Anchor component={Link} to={paths.adminUnits.getHref()}>
            Add them on the Units page
          </Anchor>
          .
        </Text>
      ) : null}
    </Stack>
  );
}
