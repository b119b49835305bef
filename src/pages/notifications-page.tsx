import { NotificationsView } from '../features/notifications/notifications-view';

/** `/notifications`: the reader's notifications. */
export function NotificationsPage() {
  return <NotificationsView />;
}
