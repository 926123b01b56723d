import { Anchor, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { emptyPartFormValues } from '../lib/part-form-values.ts';
import { PartForm } from './part-form.tsx';

/** Admin: a new part (docs/spec/marketplace-spec.md §2 'Admin: Add Part'). */
export function AddPartPage() {
  const [initialValues] = useState(emptyPartFormValues);

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Anchor component={Link} to={paths.adminParts.getHref()} size="sm">
          ← Parts
        </Anchor>
        <Title order={1}>Add part</Title>
      </Stack>
      <PartForm partId={null} initialValues={initialValues} />
    </Stack>
  );
}
