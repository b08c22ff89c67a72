// The README.md of the release artifact: what an operator needs to run it, nothing about developing.

export const operatorReadme = ({ version, commit }) => `# Coachboard ${version}

The admin back-office of a fitness coaching service, built from commit \`${commit}\`. This directory is the
whole product: the compiled API (\`server.js\`), the built panel (\`web/\`), the database migrations
(\`drizzle/\`) and the operator commands. It needs Node.js 22.22.2 or newer on the 22 line, or 24.15 or newer (24 recommended).

## Run it

\`\`\`sh
npm ci --omit=dev     # production dependencies only, exactly as package-lock.json lists them
npm start             # or: node server.js
\`\`\`

With nothing configured it keeps everything in \`./data\`: an embedded PostgreSQL, uploads, generated secrets.
The first start prints the administrator's sign-in (also in \`data/admin-credentials.txt\`). When started as
root, the embedded PostgreSQL runs as the \`postgres\` system user (created if missing).

Configure it with environment variables; \`npm start\`, \`npm run backup\` and \`npm run restore\` also read a
\`.env\` file in this directory. In production set at least \`SEED_DEMO=false\` and \`PUBLIC_URL\`; with an
external database, \`DATABASE_URL\` and \`JWT_SECRET\`; for uploads in a bucket, \`STORAGE_URL\` and the \`S3_*\`
variables. The full list with defaults: the variables table of the project's \`docs/DEPLOYMENT.md\`.

## Operate it

| command | what it does |
|---|---|
| \`npm start\` | the server (\`node server.js\`): API and panel on \`HOST:PORT\` (default \`localhost:3000\`) |
| \`npm run backup [-- --out FILE]\` | backs up \`DATA_DIR\` (embedded PostgreSQL and uploads) into one archive; the server may run |
| \`npm run restore -- ARCHIVE [--force]\` | restores an archive into \`DATA_DIR\`; the server must be stopped |
| \`npm run storage:migrate [-- --remove-local]\` | copies \`DATA_DIR/uploads\` into the bucket of \`STORAGE_URL\` |

- Health: \`GET /api/health/live\` (the process), \`GET /api/health/ready\` (the database; 503 while stopping),
  \`GET /api/health\` (both, with \`version\` and \`commit\`).
- Stop with SIGTERM: requests and jobs in flight finish, then the embedded PostgreSQL stops; exit code 0.
- Upgrade: stop, replace this directory with the new release (keep \`data/\` and \`.env\`), \`npm ci --omit=dev\`,
  start. Migrations run at start. Take a backup first.

\`VERSION\` names the release and commit, \`LICENSE\` is the project's licence and \`THIRD_PARTY_NOTICES\` those
of the packages \`npm ci\` installs.
`;
