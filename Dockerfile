# syntax=docker/dockerfile:1
# Reproducible images from the lockfile on Node 24 LTS. Targets: api, gateway (serves the web build).
FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY api/package.json api/
COPY gateway/package.json gateway/
COPY web/package.json web/
RUN npm ci --no-audit --no-fund

FROM deps AS source
COPY tsconfig.json codegen.ts ./
COPY schema schema
COPY api api
COPY gateway gateway
COPY web web

FROM source AS web-build
RUN npm run -w web build

FROM node:24-bookworm-slim AS api
ENV NODE_ENV=production API_HOST=0.0.0.0 API_PORT=4001 DATA_DIR=/data
WORKDIR /app
COPY --from=source /app /app
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 4001
HEALTHCHECK --interval=10s --timeout=3s --retries=5 CMD node -e "fetch('http://127.0.0.1:4001/api/v1/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node_modules/.bin/tsx", "api/src/main.ts"]

FROM node:24-bookworm-slim AS gateway
ENV NODE_ENV=production PORT=4000 WEB_DIST=/app/web/dist
WORKDIR /app
COPY --from=source /app /app
COPY --from=web-build /app/web/dist /app/web/dist
USER node
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=3s --retries=5 CMD node -e "fetch('http://127.0.0.1:4000/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node_modules/.bin/tsx", "gateway/src/main.ts"]
