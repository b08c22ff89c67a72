# The Coachboard image: the release artifact of `npm run release`, its production dependencies, `node server.js`.
# Build the artifact first, then the image from the repository's root (docs/DEPLOYMENT.md):
#   npm run release
#   docker build -t coachboard:1.0.0 .
# COACHBOARD_VERSION must name the artifact in release/ (the root package.json's version).
FROM node:24-bookworm-slim

ARG COACHBOARD_VERSION=1.0.0
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    MALLOC_ARENA_MAX=2 \
    MALLOC_MMAP_THRESHOLD_=131072

WORKDIR /app
COPY --chown=node:node release/coachboard-${COACHBOARD_VERSION}/ ./
RUN npm ci --omit=dev --no-audit --no-fund \
    && npm cache clean --force \
    && mkdir -p /data \
    && chown node:node /data

# The embedded PostgreSQL (no DATABASE_URL) refuses to run as root; the image's `node` user runs everything.
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=120s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "server.js"]
