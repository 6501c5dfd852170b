import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/errors.js';

/**
 * Roles: staff run the business; only admins manage accounts (create role users, change another
 * user's role, status, email or password, delete users, set another user's picture).
 */
export function requireAdmin(request: FastifyRequest, action: string): void {
  if (request.user.role !== 'admin')
    throw new ApiError(403, 403, `Only an administrator can ${action}`);
}
