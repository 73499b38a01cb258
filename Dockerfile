# syntax=docker/dockerfile:1
# Skimly's server and site in one image: built with `npm ci` (the lockfile as CI tests it), run as
# the unprivileged `node` user. compose.yaml runs two of these behind nginx on one PostgreSQL, as
# tests/deploy/two-instances.test.ts does natively.

FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-fund --no-audit

FROM deps AS build
COPY . .
RUN npm run build

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/app/.data
WORKDIR /app
# The server runs its TypeScript through tsx (a dependency of the build stage), so node_modules
# comes whole from there; the sources are only what the server reads.
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/package.json /app/openapi.yaml /app/tsconfig.base.json ./
COPY --from=build --chown=node:node /app/server ./server
COPY --from=build --chown=node:node /app/domain ./domain
COPY --from=build --chown=node:node /app/contract ./contract
COPY --from=build --chown=node:node /app/dist/client ./dist/client
# The dashboard's first paint, rendered per request (decision 209).
COPY --from=build --chown=node:node /app/dist/server ./dist/server
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 3000
# Readiness: the database answers and the instance is not draining (/api/health is liveness).
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM drains in-flight requests and the mail in hand (20 s at most), then exits.
STOPSIGNAL SIGTERM
CMD ["node", "--import", "tsx", "server/main.ts"]
