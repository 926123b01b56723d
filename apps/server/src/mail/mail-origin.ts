import type { FastifyRequest } from 'fastify';

/**
 * Where links in mail point: PUBLIC_URL when it is set (production requires it, since a client controls the
 * Host header), else the origin the request came in on (embedded mode, development).
 */
export function mailOriginOf(publicUrl: string | undefined, request: FastifyRequest): string {
  return publicUrl ? new URL(publicUrl).origin : `${request.protocol}://${request.host}`;
}
