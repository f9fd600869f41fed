// What each auth route accepts (the shared schemas of common/src/auth.ts), turned into the body better-auth
// expects: our API names fields as the forms and /api/profile do (fullName, password); better-auth calls them
// name and newPassword.
import { z } from 'zod';
import { appPathSchema, linkTokenSchema, resetPasswordBodySchema, signInSchema, signUpBodySchema } from '@common/auth.ts';
import { singleLineText } from '@common/validation.ts';

export const signUpRequestSchema = signUpBodySchema.transform(({ fullName, ...rest }) => ({ ...rest, name: fullName }));

/**
 * The SPA's JSON, or the sign-in form sent without the script with where to go next (sign-in-form.ts). `next` is
 * checked where it is used (any one-line text here, so that a path elsewhere still lands at home rather than on an
 * error; control and bidi characters, which no form of ours sends, are refused like in every other field).
 */
export const signInRequestSchema = signInSchema.extend({ next: singleLineText(2048).optional() });

export const resetPasswordRequestSchema = resetPasswordBodySchema.transform(({ password, token }) => ({ newPassword: password, token }));

/** The SPA sends an empty object; nothing in it is read. */
export const signOutBodySchema = z.object({}).optional();

/** GET /api/auth/verify-email, the link of the confirmation mail. */
export const verifyEmailQuerySchema = z.object({ token: linkTokenSchema, callbackURL: appPathSchema.optional() });

/** GET /api/auth/reset-password/:token, the link of the reset mail; it redirects to the form with the token. */
export const resetLinkParamsSchema = z.object({ token: linkTokenSchema });
export const resetLinkQuerySchema = z.object({ callbackURL: appPathSchema });
