# The API image: the product as `npm start` runs it (the API, serving the built web app), on the
# Node.js that .nvmrc and the `node` devDependency name (test/src/runtime checks that they agree).
#   docker build -t bequest-api .
#   docker run --rm -p 3000:3000 -e DATABASE_URL=postgres://… bequest-api
# Without DATABASE_URL it runs on the embedded engine, persisted in the /data volume.
# Both stages name the image's Node.js version in full, as .nvmrc does (Renovate moves them together).

FROM node:24.21.0-bookworm-slim AS build
WORKDIR /app
# The README's install (as .ci/run does): `npm ci` rejects a lockfile made where the registry lacks
# other platforms' optional builds.
COPY package.json package-lock.json ./
COPY domain/package.json domain/
COPY application/package.json application/
COPY adapters/package.json adapters/
COPY sdk/package.json sdk/
COPY api/package.json api/
COPY web/package.json web/
COPY admin/package.json admin/
COPY test/package.json test/
RUN npm install --no-audit --no-fund
COPY . .
# What `npm start` builds, then only the runtime dependencies are kept.
# The SDK's API reference (TypeDoc) is served at /docs/sdk.
RUN npx turbo run build --filter=@bequest/api... --filter=@bequest/web --output-logs=errors-only \
  && npm run reference --workspace @bequest/sdk \
  && npm prune --omit=dev --no-audit --no-fund

FROM node:24.21.0-bookworm-slim
ENV NODE_ENV=production \
  PORT=3000 \
  DATA_DIR=/data
WORKDIR /app
# The application stays owned by root: the node user writes only to /data.
COPY --from=build /app /app
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/v2/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# `npm start`'s last step (npm run start --workspace @bequest/api), with node as the process that
# receives SIGTERM (the API closes its connections on it).
WORKDIR /app/api
CMD ["node", "dist/main.js"]
