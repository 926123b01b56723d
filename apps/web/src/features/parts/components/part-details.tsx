import { Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@specsource/contracts';
import { Link } from 'react-router';
import { PageLoading, PageMessage, RetryButton } from '../../../components/page-state.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { usePart } from '../api/get-part.ts';
import { ClassificationCard } from './classification-card.tsx';

/**
 * A part and, read-only, what a request for it asks. The request wizard replaces the cards later
 * (issue 9); the loading and not-found states stay.
 */
export function PartDetails({ slug }: { slug: string }) {
  const { data: part, error, isPending, refetch } = usePart(slug);

  if (isPending) {
    return <PageLoading label="Loading part…" />;
  }

  if (error) {
    // A malformed slug is as much "no such part" as an unknown one.
    if (isApiError(error, 'NOT_FOUND') || isApiError(error, 'VALIDATION')) {
      return (
        <PageMessage
          title="Part not found"
          message={MESSAGES.partNotFound}
          action={
            <Button component={Link} to={paths.home.getHref()}>
              Search parts on the home page
            </Button>
          }
        />
      );
    }
    return (
      <PageMessage
        title="This part could not be loaded"
        message={isApiError(error) ? error.detail : MESSAGES.internalError}
        action={<RetryButton onRetry={() => void refetch()} />}
      />
    );
  }

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={1}>{part.title}</Title>
        {part.description ? <Text size="lg">{part.description}</Text> : null}
      </Stack>
      <Stack gap="xs">
        <Title order={2} fz="h3">
          What a request for this part asks
        </Title>
        <Text size="sm" c="dimmed">
          Fields marked{' '}
          <Text span c="red">
            *
          </Text>{' '}
          are required.
        </Text>
      </Stack>
      {part.partclassification_set.length === 0 ? (
        <Text c="dimmed">A request for this part needs only a comment and a quantity.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {part.partclassification_set.map((classification) => (
            <ClassificationCard key={classification.id} classification={classification} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
