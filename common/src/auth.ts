// Auth forms and the bodies of the auth endpoints (SPEC §2 Auth screen, §5). A form and its endpoint validate
// with the same field schemas; the server adds what needs it (the common-password check, ADR 0009).
import { z } from 'zod';
import { fullNameSchema, selfAssignableRoleSchema } from './profiles.ts';
import { singleLineText } from './validation.ts';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
const EMAIL_MAX_LENGTH = 254;

const emailSchema = singleLineText(EMAIL_MAX_LENGTH, { required: 'Email is required' }).pipe(z.email('Enter a valid email address'));
/** A password being chosen (sign-up, reset); the server also refuses common and easily guessed ones. */
const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);
const confirmPasswordSchema = z.string().min(1, 'Please confirm your password');

/** Where a link in an e-mail returns to: a path on this site, never another site (no open redirect). */
export const appPathSchema = singleLineText(2048)
  // "//host" and "/\host" are read by browsers as another site.
  .regex(/^\/(?![/\\])[^\\]*$/, 'Must be a path on this site, such as /');

/** The one-time token an e-mailed link carries. */
export const linkTokenSchema = z.string().min(1, 'The link is incomplete').max(4096, 'The link is not valid');

const matchingPasswords = (values: { password: string; confirmPassword: string }) => values.password === values.confirmPassword;
// ARCHITECTURE §7: the spec's silent stop becomes an inline message.
const PASSWORDS_DIFFER = { path: ['confirmPassword'], message: 'Passwords do not match' };

/** Whether a text is an e-mail address as the forms accept it (e.g. the one a confirmation link names, ADR 0023). */
export const isEmailAddress = (value: string) => emailSchema.safeParse(value).success;

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Password is required').max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
});
export type SignInInput = z.infer<typeof signInSchema>;

const newAccountFields = { fullName: fullNameSchema, email: emailSchema, password: newPasswordSchema };

export const signUpSchema = z
  .object({ ...newAccountFields, confirmPassword: confirmPasswordSchema, role: selfAssignableRoleSchema })
  .refine(matchingPasswords, PASSWORDS_DIFFER);
export type SignUpInput = z.infer<typeof signUpSchema>;

/** POST /api/auth/sign-up/email: the form's fields, and where the confirmation link returns to. */
export const signUpBodySchema = z.object({
  ...newAccountFields,
  role: selfAssignableRoleSchema.optional(),
  callbackURL: appPathSchema.optional(),
  // The profile page is the one place to set a photo, under its rules; the sign-up form has none (ADR 0009).
  image: z.never({ error: 'Add a profile photo on your profile page after signing in' }).optional(),
});
export type SignUpBody = z.input<typeof signUpBodySchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** POST /api/auth/request-password-reset. */
export const requestPasswordResetBodySchema = forgotPasswordSchema.extend({ redirectTo: appPathSchema.optional() });

export const resetPasswordSchema = z
  .object({ password: newPasswordSchema, confirmPassword: confirmPasswordSchema })
  .refine(matchingPasswords, PASSWORDS_DIFFER);
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** POST /api/auth/reset-password: the new password, named as in the form, and the e-mailed token. */
export const resetPasswordBodySchema = z.object({ password: newPasswordSchema, token: linkTokenSchema });
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

/** POST /api/auth/send-verification-email. */
export const sendVerificationEmailBodySchema = z.object({ email: emailSchema, callbackURL: appPathSchema.optional() });
