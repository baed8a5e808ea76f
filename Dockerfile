# CalculatorX image: built once with the development tools, served from a production install.
# docs/operating.md ("The image") explains each choice; tests/contract/deploy.test.ts checks this file.
#
#   docker build --build-arg SITE_URL=https://calc.example.com -t calculatorx .
#   docker run -p 4321:4321 -e SNAPSHOT_SIGNING_KEY=… calculatorx
#
# Node 24 on Debian (glibc): the project's own Node 24 (the `node` package of its dependencies) is a
# glibc build, and the workers' malloc settings (api/server/cluster.ts) are glibc's. The base image's
# Node runs npm; `npm start` runs the server on the project's Node 24, as everywhere else.
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# The dependencies first: this layer is reused until the lockfile changes.
COPY package.json package-lock.json .npmrc ./
RUN npm ci
COPY . .
# Read at build time: canonical links, sitemap.xml, robots.txt and the /embed snippets carry it.
ARG SITE_URL=http://localhost:4321
RUN SITE_URL="$SITE_URL" npm run build

FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
# What the server loads at run time (78 packages, Node 24 among them); no build tools. npm, which runs
# npm start, does not look for its own updates at every stop.
RUN npm ci --omit=dev && npm cache clean --force && npm config set update-notifier false --location=global
# The built tree. npm start serves it once it has checked that dist/.build-stamp matches the sources it
# was built from (a digest of site/, engines/, workers/, public/, api/, astro.config.mjs and the
# lockfile), so those come along, read-only; nothing else of the checkout does.
COPY --from=build /app/astro.config.mjs ./
COPY --from=build /app/api ./api
COPY --from=build /app/engines ./engines
COPY --from=build /app/site ./site
COPY --from=build /app/workers ./workers
COPY --from=build /app/public ./public
COPY --from=build /app/dist ./dist
ARG SITE_URL=http://localhost:4321
# Listen on every interface of the container; the same SITE_URL as the build (another one would ask for a rebuild).
ENV HOST=0.0.0.0 PORT=4321 SITE_URL=${SITE_URL}
# Files belong to root and are read-only to the server, which runs as the image's unprivileged user.
USER node
EXPOSE 4321
# Liveness: the process answers. Balancers and orchestrators check /readyz for readiness.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 4321) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# npm forwards SIGTERM to the server (the start script execs node) and waits for it to drain.
STOPSIGNAL SIGTERM
CMD ["npm", "start"]
