import { type NotificationsProps, useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

// Mantine's toast container and its transitions load with the first toast: most page loads show none.
const Notifications = lazy(async () => ({
  default: (await import('./notifications-container.ts')).Notifications,
}));

/**
 * Mantine's `Notifications`, mounted once the first toast is shown (toasts shown before that wait in the store)
 * and kept mounted, so later toasts need no load and can leave with their transition.
 */
export function LazyNotifications(props: NotificationsProps) {
  const { notifications, queue } = useNotifications();
  const [isNeeded, setIsNeeded] = useState(false);
  if (!isNeeded && notifications.length + queue.length > 0) {
    setIsNeeded(true);
  }
  if (!isNeeded) {
    return null;
  }
  return (
    <Suspense fallback={null}>
      <Notifications {...props} />
    </Suspense>
  );
}
