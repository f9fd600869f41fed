// The weak-password refusal of ADR 0009, on the two routes that set a password. The answer names the field,
// so the form shows the reason under it.
import { validationFailed } from '../../http/errors.ts';
import type { Auth } from './auth.ts';
import { findPasswordWeakness, type PasswordOwner } from './password-strength.ts';

export function refuseWeakPassword(password: string, owner: PasswordOwner): void {
  const weakness = findPasswordWeakness(password, owner);
  if (weakness) throw validationFailed({ password: weakness });
}

/**
 * Whose password a reset token would set, to weigh the new password against their name and address. Undefined
 * for an unknown or expired token: better-auth refuses those itself, and nobody gets a password checked for free.
 */
export async function findResetTokenOwner(auth: Auth, token: string): Promise<(PasswordOwner & { id: string }) | undefined> {
  const { internalAdapter } = await auth.$context;
  // better-auth stores a reset token under this identifier (request-password-reset), its value the user's id.
  const verification = await internalAdapter.findVerificationValue(`reset-password:${token}`);
  if (!verification || verification.expiresAt < new Date()) return undefined;
  const user = await internalAdapter.findUserById(verification.value);
  return user ? { id: user.id, email: user.email, fullName: user.name } : undefined;
}
