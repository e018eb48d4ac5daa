# syntax=docker/dockerfile:1
# The marketplace as one image: the Node server serving /graphql, /api, the webhooks and the
# built web app. Three stages: `build` makes what the repository does not commit (the Prisma
# client, the web bundle), `production-deps` installs the dependencies without the dev ones,
# and `runtime` copies only what the server reads at run time.
#
# Base images cannot be pulled on the project's machines, so this file is checked there by
# scripts/check-image-steps.ts, which replays these very steps (it parses this file) in a
# clean folder as an unprivileged user and starts the result. It understands the
# instructions used here; a new kind of instruction makes it fail rather than skip it.

# Node 20.20 on Debian 12, as on the project's machines: the native packages in the lockfile
# (@node-rs/argon2, esbuild) are the glibc builds, so an Alpine (musl) base would not do.
ARG NODE_IMAGE=node:20.20-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# The lockfile first, so editing the source reuses the installed layer.
COPY package.json package-lock.json .npmrc ./
# --ignore-scripts: npm 11 on the project's machines never runs dependencies' install
# scripts, and the image's npm 10 would; nothing may rely on one (scripts/generate.ts runs
# each generator itself), so the image installs what the machines install.
RUN --mount=type=cache,target=/root/.npm npm ci --ignore-scripts --no-audit --no-fund
COPY . .
# The Prisma client and its Pothos types (graph/src/generated), then the web bundle
# (dist/web, which also refreshes the Relay artifacts and the trusted-documents manifest
# the server answers from).
RUN npm run generate
RUN npm run build
# The folders the server writes, for the runtime stage to copy with its user's ownership:
# PGlite's data when DATABASE_URL is unset (./.data) and the mail folder when SMTP_URL is
# unset (./var). Made here so the runtime stage only copies: it needs no shell step.
RUN mkdir -p writable/.data writable/var

FROM ${NODE_IMAGE} AS production-deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
# tsx is a production dependency: the server is TypeScript run through tsx's loader.
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --ignore-scripts --no-audit --no-fund

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production PORT=3000
WORKDIR /app
COPY --from=production-deps /app/node_modules ./node_modules
COPY package.json tsconfig.json ./
COPY --from=build /app/graph/src ./graph/src
COPY --from=build /app/shared ./shared
COPY --from=build /app/prisma ./prisma
# The server's page titles and descriptions come from the web app's message catalog.
COPY --from=build /app/web/src/i18n ./web/src/i18n
COPY --from=build /app/scripts/serve-production.ts /app/scripts/prepare-database.ts ./scripts/
COPY --from=build /app/dist/web ./dist/web
COPY --from=build --chown=node:node /app/writable/ ./
USER node
EXPOSE 3000
# The server's own stop: /readyz turns 503, it serves SHUTDOWN_DRAIN_SECONDS more while the
# balancer notices, then finishes what is in flight (up to SHUTDOWN_TIMEOUT_SECONDS) and
# exits 0. Give the container at least their sum plus a few seconds before SIGKILL.
STOPSIGNAL SIGTERM
# Ready, not merely alive: 503 while migrating, while stopping and while the database is
# unreachable. The start period covers the migrations of a first start.
HEALTHCHECK --interval=10s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/readyz').then((r) => process.exit(r.status === 200 ? 0 : 1), () => process.exit(1))"]
# Exec form, so node is PID 1 and receives the SIGTERM itself (a shell would swallow it).
# Not `npm start`: that rebuilds a bundle it finds stale, with tools the image does not have.
CMD ["node", "--import", "tsx", "scripts/serve-production.ts"]
