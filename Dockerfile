# syntax=docker/dockerfile:1
# SpecSource server image (docs/deployment.md). Two stages: `build` installs every dependency and builds the
# web app; the runtime stage has the server's production dependencies only, the server's TypeScript sources
# (Node 24 runs them directly) and the built web app, and runs as the unprivileged `node` user.
# No Docker engine runs where this is developed: `npm run image:check` replays the runtime stage instead.
#   docker build -t specsource .
#   docker run -p 3000:3000 -e DATABASE_URL=… -e PUBLIC_URL=https://… -e SESSION_SECRET=… -e STRIPE_SECRET_KEY=… \
#     -e STRIPE_PUBLISHABLE_KEY=… -e STRIPE_WEBHOOK_SECRET=… specsource

ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# Manifests first: the dependency layer is reused until package-lock.json or a manifest changes.
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/pump-engine/package.json packages/pump-engine/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY packages/ packages/
COPY apps/web/ apps/web/
RUN npm run build:web

FROM ${NODE_IMAGE} AS runtime
# GLIBC_TUNABLES: the server's malloc setting; NODE_COMPILE_CACHE: Node's compile cache on from the first module, so a
# restart loads no TypeScript type stripper (apps/server/src/server-node-flags.ts says both why).
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    GLIBC_TUNABLES=glibc.malloc.trim_threshold=8388608 \
    NODE_COMPILE_CACHE=/tmp/node-compile-cache
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/pump-engine/package.json packages/pump-engine/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
# The server workspace's production dependencies only (and the two packages it links): the web app's
# packages (React, Mantine, jsPDF…) are in its build, so the image has fewer than half of the packages.
RUN npm ci --omit=dev --workspace=@specsource/server --no-audit --no-fund && npm cache clean --force
COPY packages/contracts/src/ packages/contracts/src/
COPY packages/pump-engine/src/ packages/pump-engine/src/
# src/ is what runs: its tests are left out by .dockerignore; harnesses, fixtures and tools live in
# apps/server/test/ and apps/server/scripts/, which src/ never imports (Biome), and are not copied.
COPY apps/server/src/ apps/server/src/
COPY apps/server/drizzle/ apps/server/drizzle/
COPY --from=build /app/apps/web/dist/ apps/web/dist/
# DATA_DIR: uploaded files without S3, mail as .eml without SMTP_URL, the embedded database without
# DATABASE_URL. With several containers, use S3_* (or one shared volume) so every instance sees each file.
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3000
# 200 while the database answers, 503 when it does not (the same check a load balancer should use).
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Migrates (under an advisory lock), seeds an empty database, then serves; SIGTERM drains for up to 10 s.
# --max-semi-space-size, --heap-growing-percent: apps/server/src/server-node-flags.ts says why.
CMD ["node", "--max-semi-space-size=16", "--heap-growing-percent=100", "apps/server/src/main.ts"]
