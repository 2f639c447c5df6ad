# Prompt Plaza: build the client and compile the server, keep the runtime dependencies, run the
# compiled server with Node alone as the unprivileged "node" user.
# Not built on the development machine (it has no container engine); see docs/decisions/036.

FROM node:20-bookworm-slim AS build
WORKDIR /app
# The postinstall step patches a dependency (patches/), so the patches come in with the lock file.
COPY package.json package-lock.json ./
COPY patches/ patches/
RUN npm ci --no-audit --no-fund
COPY . .
# `npm run build`: the client (react-router build) and the server compiled to build/app.
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Unhealthy after three failed checks in a row; ready answers 503 while draining or without a database.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/api/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
STOPSIGNAL SIGTERM
# Node itself on the compiled server, not npm or tsx in between: one process receives the stop
# signal, and nothing is transpiled at start. (tsx stays installed for `npm run backup` and restore.)
CMD ["node", "build/app/server/main.js"]
