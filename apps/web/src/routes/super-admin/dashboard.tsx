import { Stack, Text, Title } from '@mantine/core';
import { DashboardFigures } from '../../features/admin-dashboard/components/dashboard-figures.tsx';
import { AwaitingSelectionQueue } from '../../features/admin-review-selection/components/awaiting-selection-queue.tsx';

/** /super-admin/: where an admin lands — the figures that need attention, then the queue of offers to choose. */
export function AdminDashboardRoute() {
  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Title order={1}>Dashboard</Title>
        <Text c="dimmed">What needs you now. Every admin page is in the bar above.</Text>
      </Stack>
      <DashboardFigures />
      <AwaitingSelectionQueue />
    </Stack>
  );
}
