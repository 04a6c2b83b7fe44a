import { z } from 'zod';

export const notificationSchema = z.object({
  id: z.uuid(),
  titleVi: z.string(),
  titleEn: z.string(),
  bodyVi: z.string(),
  bodyEn: z.string(),
  link: z.string().nullable(),
  isPopup: z.boolean(),
  seenAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});

export const notificationListSchema = z.object({
  data: z.array(notificationSchema),
  total: z.number().int(),
  unseen: z.number().int().describe('Unseen notifications of the account, for the header badge'),
});

export const notificationParamsSchema = z.object({ id: z.uuid({ error: 'INVALID' }) });

export type Notification = z.infer<typeof notificationSchema>;
export type NotificationList = z.infer<typeof notificationListSchema>;
