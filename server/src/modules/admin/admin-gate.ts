// ARCHITECTURE §5, SPEC §2: every admin endpoint checks the role on the server. The role comes from the session's
// user row, read on each request, so a demoted admin loses the console with their next request.
import type { FastifyRequest } from 'fastify';
import { NOT_ADMIN_MESSAGE } from '@common/admin.ts';
import { forbidden } from '../../http/errors.ts';
import { requireViewer, type Viewer } from '../../http/viewer.ts';

export function assertAdmin(viewer: Viewer): void {
  if (viewer.role !== 'admin') throw forbidden(NOT_ADMIN_MESSAGE);
}

/** The signed-in admin making the request: 401 for visitors, 403 with SPEC §2's sentence for everyone else. */
export async function requireAdmin(request: FastifyRequest): Promise<Viewer> {
  const viewer = await requireViewer(request);
  assertAdmin(viewer);
  return viewer;
}

/**
 * A preValidation hook for a plugin of admin routes: refused before the body is looked at, so a non-admin learns
 * nothing about an endpoint's input from its validation errors.
 */
export function adminOnly() {
  return async (request: FastifyRequest) => {
    await requireAdmin(request);
  };
}
