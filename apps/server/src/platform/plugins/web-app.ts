import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { type ErrorBody, MESSAGES } from '@specsource/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';

// Paths the web app never owns: these answer JSON 404s, never the SPA page.
const API_PREFIXES = ['/api/', '/aiapi/', '/supplier/api/', '/accounts/', '/metrics', '/user_exists'];

function isApiPath(url: string): boolean {
  const path = url.split('?')[0] ?? url;
  return API_PREFIXES.some((prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix));
}

function wantsHtml(request: FastifyRequest): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
}

/**
 * Serves the built web app from `distDir` with an SPA fallback: unknown GETs outside the API get index.html,
 * so the browser router decides (including its own 404 page). Without a build, unknown paths answer JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string | undefined): Promise<void> {
  const hasBuild = distDir !== undefined && existsSync(join(distDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies (apps/web/scripts/precompress.ts): sent to browsers that accept
      // them, with Vary: Accept-Encoding; the file itself otherwise.
      preCompressed: true,
      setHeaders: (reply, path) => {
        // Vite fingerprints everything under assets/, so it may be cached for a year; index.html never.
        const isFingerprinted = relative(distDir, path).startsWith(`assets${sep}`);
        reply.header('cache-control', isFingerprinted ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ distDir }, 'web app build not found: only the API is served (run npm run build:web)');
  }

  app.setNotFoundHandler((request, reply) => {
    if (hasBuild && wantsHtml(request)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    const body: ErrorBody = { detail: MESSAGES.routeNotFound, code: 'NOT_FOUND' };
    return reply.code(404).send(body);
  });
}
