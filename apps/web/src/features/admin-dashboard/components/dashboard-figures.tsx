import { Anchor, Card, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useDashboardFigures } from '../hooks/use-dashboard-figures.ts';

const COUNT = new Intl.NumberFormat('en-US');
const RATING = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

interface FigureProps {
  label: string;
  query: { data?: { count: number }; isPending: boolean; isError: boolean };
  href: string;
  linkText: string;
  detail?: ReactNode;
}

function Figure({ label, query, href, linkText, detail }: FigureProps) {
  return (
    <Card withBorder padding="md" component="section" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {query.isPending ? (
        <Skeleton height={36} width={80} my={4} aria-label={`Loading ${label.toLowerCase()}`} />
      ) : (
        <Text fz={32} fw={700} lh={1.3}>
          {query.isError || query.data === undefined ? '—' : COUNT.format(query.data.count)}
        </Text>
      )}
      {detail}
      <Anchor component={Link} to={href} size="sm" mt="xs">
        {linkText}
      </Anchor>
    </Card>
  );
}

/** What needs an admin now, at a glance: offers to choose, orders, feedback; each leads to its page. */
export function DashboardFigures() {
  const figures = useDashboardFigures();
  const rating = figures.feedback.data?.summary.average_rating ?? null;

  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
      <Figure
        label="Requests awaiting offer selection"
        query={figures.awaitingSelection}
        href={paths.adminSelectedRequestReview.getHref()}
        linkText="Choose offers"
      />
      <Figure
        label="Orders"
        query={figures.orders}
        href={paths.adminOrders.getHref()}
        linkText="See the orders"
      />
      <Figure
        label="Feedback on searches"
        query={figures.feedback}
        href={paths.adminFeedback.getHref()}
        linkText="Read the feedback"
        detail={
          rating === null ? null : (
            <Text size="sm" c="dimmed">
              Average rating {RATING.format(rating)} of 10
            </Text>
          )
        }
      />
    </SimpleGrid>
  );
}
