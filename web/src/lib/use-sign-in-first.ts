import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@common/routes.ts';
import { signInReturnState } from '@/lib/sign-in-return';

/** SPEC §6: favouriting and sending an inquiry need an account; /auth brings the visitor back here afterwards (ARCHITECTURE §7). */
export function useSignInFirst(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => void navigate(paths.auth, { state: signInReturnState(location) }), [navigate, location]);
}
