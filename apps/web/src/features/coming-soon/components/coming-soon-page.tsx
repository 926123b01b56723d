import { Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import type { PartType } from '@specsource/contracts';
import { Link } from 'react-router';
import { usePartType } from '../../../api/part-types.ts';
import { PageLoading, PageMessage, RetryButton } from '../../../components/page-state.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { launchText } from '../lib/launch-text.ts';
import { NotifyForm } from './notify-form.tsx';

interface ComingSoonPageProps {
  /** The part type's name, from the address. */
  partType: string;
  /** The part the visitor came from, to send a request for it now; null when they came from elsewhere. */
  partSlug: string | null;
  /** The signed-in user's e-mail, to start the notify form from; '' for a visitor. */
  email: string;
}

const toHome = (
  <Button component={Link} to={paths.home.getHref()}>
    Find a part
  </Button>
);

/**
 * A part type whose instant results are coming (docs/spec/pump-selection-spec.md §3, part-type configuration): what it
 * will do, when, and 'notify me' — all as the admin configured it. Requests still reach the suppliers meanwhile.
 */
export function ComingSoonPage({ partType, partSlug, email }: ComingSoonPageProps) {
  const { data, error, isPending, refetch } = usePartType(partType);

  if (isPending) {
    return <PageLoading label="Loading…" />;
  }
  if (error) {
    return isApiError(error, 'NOT_FOUND') || isApiError(error, 'VALIDATION') ? (
      <PageMessage
        title="Part type not found"
        message={`No part type is called '${partType}'.`}
        action={toHome}
      />
    ) : (
      <PageMessage
        title="This page could not be loaded"
        message={isApiError(error) ? error.detail : 'Try again in a moment.'}
        action={<RetryButton onRetry={() => void refetch()} />}
      />
    );
  }
  if (!data.config.comingSoon.enabled) {
    return (
      <PageMessage
        title={`${data.config.meta.pluralName}: instant results are live`}
        message="Choose the part and describe what you need: the results come as soon as you search."
        action={toHome}
      />
    );
  }
  return <ComingSoon partType={data} partSlug={partSlug} email={email} />;
}

function ComingSoon({
  partType,
  partSlug,
  email,
}: {
  partType: PartType;
  partSlug: string | null;
  email: string;
}) {
  const { comingSoon, meta } = partType.config;

  return (
    <Stack gap="lg" maw={760}>
      {/* The admin's colour marks the type but never carries text: any colour must stay readable. */}
      <Stack gap="xs" pl="md" style={{ borderLeft: `4px solid ${meta.color}` }}>
        <Group gap="xs">
          <Badge variant="light">Coming soon</Badge>
          <Text fw={600} c="dimmed">
            {launchText(comingSoon, new Date())}
          </Text>
        </Group>
        <Title order={1}>{comingSoon.title || `Instant ${meta.displayName.toLowerCase()} selection`}</Title>
        {comingSoon.message ? <Text size="lg">{comingSoon.message}</Text> : null}
      </Stack>
      {comingSoon.features.length === 0 ? null : (
        <Stack gap="xs" component="section" aria-labelledby="coming-features">
          <Title order={2} fz="h3" id="coming-features">
            What it will do
          </Title>
          <List spacing={4}>
            {comingSoon.features.map((feature) => (
              <List.Item key={feature}>{feature}</List.Item>
            ))}
          </List>
        </Stack>
      )}
      {comingSoon.notify ? (
        <Card withBorder padding="md" component="section" aria-labelledby="coming-notify">
          <Stack gap="sm">
            <Title order={2} fz="h4" id="coming-notify">
              Hear when it launches
            </Title>
            <Text size="sm" c="dimmed">
              One e-mail when it is live; your address is used for nothing else.
            </Text>
            <NotifyForm partType={partType.name} actionText={comingSoon.actionText} email={email} />
          </Stack>
        </Card>
      ) : null}
      <Stack gap="xs" component="section" aria-labelledby="coming-now">
        <Title order={2} fz="h4" id="coming-now">
          Need {meta.pluralName.toLowerCase()} now?
        </Title>
        <Text size="sm">
          Send a request: our suppliers answer with firm offers, which you compare and order here.
        </Text>
        <Group>
          {partSlug === null ? (
            toHome
          ) : (
            <Button component={Link} to={paths.part.getHref(partSlug)} variant="light">
              Request offers
            </Button>
          )}
        </Group>
      </Stack>
    </Stack>
  );
}
