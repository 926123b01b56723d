import { Alert, Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { usePartType } from '../../../api/part-types.ts';
import { paths } from '../../../config/paths.ts';
import { launchText } from '../lib/launch-text.ts';

/**
 * Over a part's request wizard when its type's instant results are coming: says so, and leads to the coming-soon
 * page (launch, features, notify me). Nothing for a type that is live, or while its configuration loads. A note,
 * not an alert: it is there from the start and nothing went wrong, so a screen reader should not interrupt with it.
 */
export function ComingSoonBanner({ partType, partSlug }: { partType: string | null; partSlug: string }) {
  const { data } = usePartType(partType);

  if (!data?.config.comingSoon.enabled) {
    return null;
  }
  const { comingSoon, meta } = data.config;
  return (
    <Alert
      role="note"
      variant="light"
      title={comingSoon.title || 'Instant results are coming soon'}
      style={{ borderLeft: `4px solid ${meta.color}` }}
    >
      <Text size="sm">
        {launchText(comingSoon, new Date())}. Your request still goes to our suppliers today.{' '}
        <Anchor
          component={Link}
          to={`${paths.comingSoon.getHref(data.name)}?${new URLSearchParams({ part: partSlug })}`}
        >
          See what is coming
        </Anchor>
      </Text>
    </Alert>
  );
}
