// Imported only dynamically (lazy-notifications.tsx): importing the package itself there would not split it, as
// the rest of the app imports it statically for `notifications.show`.
export { Notifications } from '@mantine/notifications';
