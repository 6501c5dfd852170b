# syntax=docker/dockerfile:1
# Reproducible images from the lockfile on Node 24 LTS. Targets: api, gateway (serves the web build).
# The base image is pinned to the Node version the lockfile installs (package.json devDependency
# "node"); pin it by digest too (node:24.21.0-bookworm-slim@sha256:…) for byte-identical builds.
ARG NODE_IMAGE=node:24.21.0-bookworm-slim

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY db/package.json db/
COPY api/package.json api/
COPY gateway/package.json gateway/
COPY web/package.json web/
# Exactly the lockfile (npm ci fails when package.json and the lockfile disagree). Dev
# dependencies stay: the api runs its TypeScript through tsx, and the builds need tsc and Vite.
RUN npm ci --no-audit --no-fund && npm cache clean --force

FROM deps AS source
COPY tsconfig.json codegen.ts ./
COPY schema schema
COPY db db
COPY api api
COPY gateway gateway
COPY web web

FROM source AS web-build
ENV NODE_ENV=production
RUN npm run -w web build

# The gateway runs compiled (tsc into gateway/dist): no loader at run time, ~25 MB less memory.
FROM source AS gateway-build
RUN npm run build:gateway

# One Node process per container (the api with tsx as a loader, not the tsx CLI wrapper; the
# gateway compiled): SIGTERM reaches the server itself, which finishes in-flight requests and closes its connections before exiting.
FROM ${NODE_IMAGE} AS api
ENV NODE_ENV=production API_HOST=0.0.0.0 API_PORT=4001 DATA_DIR=/data
WORKDIR /app
COPY --from=source /app /app
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 4001
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=5 CMD node -e "fetch('http://127.0.0.1:4001/api/v1/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
STOPSIGNAL SIGTERM
CMD ["node", "--import", "tsx", "api/src/main.ts"]

FROM ${NODE_IMAGE} AS gateway
# V8's heap bounded with its documented flags so the process fits a 300 MB container limit: peak
# RSS under verify's 200-client load 364 MB without them, 171 MB with them (README, "The proof").
ENV NODE_ENV=production PORT=4000 WEB_DIST=/app/web/dist \
    NODE_OPTIONS="--max-semi-space-size=8 --max-old-space-size=192"
WORKDIR /app
COPY --from=source /app /app
COPY --from=web-build /app/web/dist /app/web/dist
COPY --from=gateway-build /app/gateway/dist /app/gateway/dist
USER node
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=5 CMD node -e "fetch('http://127.0.0.1:4000/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
STOPSIGNAL SIGTERM
CMD ["node", "gateway/dist/main.js"]
