// In-app notifications (SPEC §3 notification, §7; ARCHITECTURE §9).
import { z } from 'zod';

export const NOTIFICATIONS_PAGE_SIZE = 20;

export const notificationsQuerySchema = z.object({
  cursor: z.preprocess((value) => (value === '' ? undefined : value), z.string().max(200).optional()),
  limit: z.coerce.number().int().min(1).max(50).default(NOTIFICATIONS_PAGE_SIZE),
});

export const notificationSchema = z.object({
  id: z.string(),
  /** 'inquiry' (a new inquiry), 'message' (SPEC §7), 'inquiry_closed'; later features add their own. */
  type: z.string(),
  title: z.string(),
  message: z.string(),
  /** For inquiries and messages: inquiry_id, listing_title, sender_type (SPEC §3). */
  data: z.record(z.string(), z.unknown()),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AppNotification = z.infer<typeof notificationSchema>;

export const notificationsPageSchema = z.object({ items: z.array(notificationSchema), nextCursor: z.string().nullable() });
export const unreadCountSchema = z.object({ count: z.number() });
export const markAllReadResponseSchema = z.object({ count: z.number() });
