// In-app notifications (SPEC §3 notification, §7; ARCHITECTURE §9).
import { z } from 'zod';
import { cursorParameter, keysetPageSchema, pageLimitParameter } from './pagination.ts';

export const NOTIFICATIONS_PAGE_SIZE = 20;

export const notificationsQuerySchema = z.object({
  cursor: cursorParameter,
  limit: pageLimitParameter({ pageSize: NOTIFICATIONS_PAGE_SIZE, max: 50 }),
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

export const notificationsPageSchema = keysetPageSchema(notificationSchema);
export const unreadCountSchema = z.object({ count: z.number() });
export const markAllReadResponseSchema = z.object({ count: z.number() });
