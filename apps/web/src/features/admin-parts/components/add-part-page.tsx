import { Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { BackLink } from '../../../components/back-link.tsx';
import { paths } from '../../../config/paths.ts';
import { emptyPartFormValues } from '../lib/part-form-values.ts';
import { PartForm } from './part-form.tsx';

/** Admin: a new part (docs/spec/marketplace-spec.md §2 'Admin: Add Part'). */
export function AddPartPage() {
  const [initialValues] = useState(emptyPartFormValues);

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <BackLink to={paths.adminParts.getHref()}>Parts</BackLink>
        <Title order={1}>Add part</Title>
      </Stack>
      <PartForm partId={null} initialValues={initialValues} />
    </Stack>
  );
}
