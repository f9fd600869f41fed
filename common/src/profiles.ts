// Profile shapes shared by the API and the forms (SPEC §3 profile).
import { z } from 'zod';
import { httpUrl, singleLineText } from './validation.ts';

export const roles = ['buyer', 'seller', 'admin'] as const;
export type Role = (typeof roles)[number];
/** The roles a user may give themselves; admin is granted only by an admin (ARCHITECTURE §5). */
export const selfAssignableRoles = ['buyer', 'seller'] as const;
export const selfAssignableRoleSchema = z.enum(selfAssignableRoles, { error: 'Choose buyer or seller' });

export const profileSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  phone: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  companyName: z.string().nullable(),
  role: z.enum(roles),
  verified: z.boolean(),
  /** Unread-message reminder e-mails (issue 9); the new-inquiry e-mail to a seller goes regardless. */
  messageEmailsEnabled: z.boolean(),
  /** The e-mail when a business the user follows is sold, withdrawn, cut in price or updated (ADR 0031, ADR 0032). */
  listingUpdateEmailsEnabled: z.boolean(),
  createdAt: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;
/** The setting's name, as the profile form shows it and as every mail it covers tells how to stop them. */
export const LISTING_UPDATE_EMAILS_LABEL = 'Email me when a business I follow is sold, withdrawn, reduced in price or updated';

export const sessionResponseSchema = z.object({ profile: profileSchema.nullable() });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

const optionalText = (max: number) =>
  singleLineText(max)
    .transform((value) => (value === '' ? null : value))
    .nullable();

// The one rule for a person's name, wherever it enters: sign-up, profile editing, the admin command line.
export const fullNameSchema = singleLineText(100).min(1, 'Full name is required');

// Indian numbers are commonly written as +91 98765 43210 or 098765-43210.
export const phoneSchema = singleLineText(40)
  .regex(/^$|^\+?[0-9][0-9 ()-]{6,18}[0-9]$/, 'Enter a valid phone number')
  .transform((value) => (value === '' ? null : value))
  .nullable();

// A partial update (SPEC §7): fields left out stay as they are; an empty text clears an optional field.
export const updateProfileSchema = z.object({
  fullName: fullNameSchema.optional(),
  phone: phoneSchema.optional(),
  companyName: optionalText(120).optional(),
  avatarUrl: httpUrl.nullable().optional(),
  role: selfAssignableRoleSchema.optional(),
  messageEmailsEnabled: z.boolean({ error: 'Choose whether to get emails about unread messages' }).optional(),
  listingUpdateEmailsEnabled: z.boolean({ error: 'Choose whether to get emails when a business you follow is sold, withdrawn, reduced in price or updated' }).optional(),
});
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;
