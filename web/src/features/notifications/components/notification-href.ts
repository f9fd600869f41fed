import type { AppNotification } from '@common/notifications.ts';
import { paths } from '@common/routes.ts';

function textField(data: AppNotification['data'], name: string): string | undefined {
  const value = data[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Where a notification points: its conversation, else its listing, else the list of notifications. */
export function notificationHref(notification: AppNotification): string {
  const inquiryId = textField(notification.data, 'inquiry_id');
  if (inquiryId) return paths.inquiry(inquiryId);
  const listingId = textField(notification.data, 'listing_id');
  if (listingId) return paths.listing(listingId);
  return paths.notifications;
}
