import { Anchor, Button, Divider, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MESSAGES, PART_TYPE_MESSAGES, type PartTypeBody } from '@specsource/contracts';
import { Link } from 'react-router';
import { usePartTypes, useUpdatePartType } from '../../../api/part-types.ts';
import { BackLink } from '../../../components/back-link.tsx';
import { PageLoading, PageMessage, RetryButton } from '../../../components/page-state.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { DeletePartTypeButton } from './delete-part-type-button.tsx';
import { LaunchSignUps } from './launch-sign-ups.tsx';
import { PartTypeForm } from './part-type-form.tsx';

const backToList = (
  <Button component={Link} to={paths.adminPartTypes.getHref()}>
    Back to part types
  </Button>
);

/** Edits one part type (`id` null: the address held no valid id). The list is small, so it is the source. */
export function PartTypeEditPage({ id }: { id: number | null }) {
  const { data: partTypes, error, isPending, refetch } = usePartTypes();
  const updatePartType = useUpdatePartType();

  if (isPending) {
    return <PageLoading label="Loading the part type…" />;
  }
  if (error) {
    return (
      <PageMessage
        title="The part type could not be loaded"
        message={isApiError(error) ? error.detail : MESSAGES.internalError}
        action={<RetryButton onRetry={() => void refetch()} />}
      />
    );
  }
  const partType = partTypes.find((candidate) => candidate.id === id);
  if (!partType) {
    return (
      <PageMessage
        title={PART_TYPE_MESSAGES.notFound}
        message="It may have been deleted."
        action={backToList}
      />
    );
  }

  const save = async (body: PartTypeBody) => {
    const saved = await updatePartType.mutateAsync({ id: partType.id, body });
    notifications.show({ color: 'green', message: `Part type '${saved.name}' saved` });
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <BackLink to={paths.adminPartTypes.getHref()}>Part types</BackLink>
        <Title order={1}>Part type: {partType.config.meta.displayName}</Title>
        <Text c="dimmed">How parts of this type behave in the request wizard and its results.</Text>
      </Stack>
      <PartTypeForm
        key={partType.id}
        partType={partType}
        isSubmitting={updatePartType.isPending}
        onSubmit={save}
      />
      {partType.config.comingSoon.enabled ? (
        <>
          <Anchor component={Link} to={paths.comingSoon.getHref(partType.name)} target="_blank" size="sm">
            Open its coming-soon page
          </Anchor>
          <LaunchSignUps partType={partType.name} />
        </>
      ) : null}
      <Divider />
      <DeletePartTypeButton partType={partType} />
    </Stack>
  );
}
