import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** Toasts, loaded after the first paint. `limit` and one id per error code keep messages from stacking. */
export default function AppNotifications() {
  return <Notifications position="top-center" limit={3} />;
}
