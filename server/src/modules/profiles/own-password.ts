// "Delete my account" asks for the password again (issue 10). Checked by better-auth's own password hasher
// against the account's credential, as its verify-password endpoint does; that endpoint is not served over HTTP
// (ADR 0009), so the server calls the same pieces directly.
import type { Auth } from '../auth/auth.ts';

export async function isOwnPassword(auth: Auth, userId: string, password: string): Promise<boolean> {
  const context = await auth.$context;
  const credential = await context.internalAdapter.findCredentialAccount(userId);
  if (!credential?.password) {
    // Hash anyway, so an account without a password answers as slowly as a wrong password does.
    await context.password.hash(password);
    return false;
  }
  return context.password.verify({ hash: credential.password, password });
}
