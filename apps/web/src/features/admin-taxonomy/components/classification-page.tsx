import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  ClassificationBodySchema,
  MESSAGES,
  TAXONOMY_MESSAGES,
  TaxonomyIdParamsSchema,
  type TaxonomyItem,
} from '@specsource/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { useClassifications, useUpdateClassification } from '../../../api/taxonomy.ts';
import { BackLink } from '../../../components/back-link.tsx';
import { PageLoading, PageMessage, RetryButton } from '../../../components/page-state.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { AttributesSection } from './attributes-section.tsx';
import { TitleFormModal } from './title-form-modal.tsx';

/** Admin: one classification, renamed here, with its attributes. `id` is the path's, unchecked. */
export function ClassificationPage({ id }: { id: string }) {
  const params = TaxonomyIdParamsSchema.safeParse({ id });
  return params.success ? <ClassificationView id={params.data.id} /> : <ClassificationNotFound />;
}

function ClassificationView({ id }: { id: number }) {
  // The list is small and cached: the same query the classification list uses.
  const { data, error, isPending, refetch } = useClassifications();

  if (isPending) {
    return <PageLoading label="Loading classification…" />;
  }
  if (error) {
    return (
      <PageMessage
        title="This classification could not be loaded"
        message={isApiError(error) ? error.detail : MESSAGES.internalError}
        action={<RetryButton onRetry={() => void refetch()} />}
      />
    );
  }
  const classification = data.find((item) => item.id === id);
  return classification ? <Classification classification={classification} /> : <ClassificationNotFound />;
}

function Classification({ classification }: { classification: TaxonomyItem }) {
  const [isRenaming, setIsRenaming] = useState(false);
  const update = useUpdateClassification();

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <BackLink to={paths.adminClassifications.getHref()}>All classifications</BackLink>
        <Group justify="space-between" align="flex-end">
          <Stack gap={0}>
            <Text c="dimmed" fw={600}>
              Classification
            </Text>
            <Title order={1}>{classification.title}</Title>
          </Stack>
          <Button variant="default" onClick={() => setIsRenaming(true)}>
            Rename classification
          </Button>
        </Group>
      </Stack>
      <AttributesSection classificationId={classification.id} />
      <TitleFormModal
        opened={isRenaming}
        onClose={() => setIsRenaming(false)}
        heading={`Rename '${classification.title}'`}
        label="Title"
        submitLabel="Save"
        schema={ClassificationBodySchema}
        initialTitle={classification.title}
        save={(title) => update.mutateAsync({ id: classification.id, body: { title } })}
        onSaved={(item) => {
          notifications.show({
            color: 'green',
            title: 'Classification renamed',
            message: `'${item.title}' is saved.`,
          });
          setIsRenaming(false);
        }}
      />
    </Stack>
  );
}

function ClassificationNotFound() {
  return (
    <PageMessage
      title="Classification not found"
      message={`${TAXONOMY_MESSAGES.classificationNotFound}. It may have been deleted.`}
      action={
        <Button component={Link} to={paths.adminClassifications.getHref()}>
          All classifications
        </Button>
      }
    />
  );
}
