// The crash test's summary: what was acknowledged, verified and in doubt by kind, the restarts, the uploads,
// the mail, the self-test, and each problem found.
import fs from 'node:fs';
import path from 'node:path';
import { KINDS } from './model.mjs';

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
export const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

/** Prints the summary of a run from the figures crash-test.mjs gathered. */
export const printSummary = ({
  options,
  model,
  kills,
  restartMs,
  firstStartMs,
  reauthentications,
  verified,
  uploadFigures,
  mailFigures,
  sweep,
  orphansAfter,
  partialsAfter,
  leftoverDirs,
  selfTest,
  dataDir,
  cleanStop,
  problems,
}) => {
  const recoveries = (() => {
    try {
      const log = fs.readFileSync(path.join(dataDir, 'postgres.log'), 'utf8');
      return (log.match(/automatic recovery in progress/g) ?? []).length;
    } catch {
      return 0;
    }
  })();
  const total = (counts) => KINDS.reduce((sum, kind) => sum + counts[kind], 0);
  const row = (label, counts) =>
    `  ${label.padEnd(26)}${KINDS.map((kind) => String(counts[kind]).padStart(9)).join('')}${String(total(counts)).padStart(9)}`;
  console.log(
    '\n── crash test summary ─────────────────────────────────────────────────────────────────────',
  );
  const treeKills = kills.filter((kill) => kill.mode === 'tree').length;
  console.log(
    `  kills: ${kills.length} (${treeKills} whole process tree, ${kills.length - treeKills} node server only), seed ${options.seed}, ${options.workers} workers`,
  );
  console.log(`  ${''.padEnd(26)}${KINDS.map((kind) => kind.padStart(9)).join('')}${'total'.padStart(9)}`);
  console.log(row('acknowledged', model.acked));
  if (verified) console.log(row('verified as acknowledged', verified));
  console.log(row('in doubt (cut by a kill)', model.doubt));
  console.log(row('  of which applied', model.doubtCommitted));
  console.log(
    `  lost: ${model.lost.length}   partial: ${model.partial.length}   unexpected answers: ${model.unexpected.length}   re-sign-ins: ${reauthentications}`,
  );
  if (restartMs.length > 0) {
    console.log(
      `  restart to ready: p50 ${seconds(percentile(restartMs, 50))}, p95 ${seconds(percentile(restartMs, 95))}, max ${seconds(Math.max(...restartMs))} (first start ${seconds(firstStartMs)})`,
    );
  }
  if (uploadFigures) {
    const orphans = uploadFigures.orphans;
    console.log(
      `  uploads: ${uploadFigures.acknowledged} acknowledged (${uploadFigures.replaced} replaced later by an acknowledged upload), ${uploadFigures.doubtful} in doubt (${model.doubtCommitted.upload} of them the program's image now); ${uploadFigures.rows} files rows, ${uploadFigures.objects} objects`,
    );
    console.log(
      `  orphaned objects (no files row): ${orphans.length} before the sweep (${orphans.filter((o) => o.sweep).length} with a pending sweep_stored_file job, ${orphans.filter((o) => o.locked).length} of them held by a killed worker), ${orphansAfter?.length ?? '?'} after making those sweeps due (${seconds(sweep?.ms ?? 0)})`,
    );
    console.log(
      `  left by kills: ${uploadFigures.partials.length} .partial objects in uploads/ (${partialsAfter?.length ?? '?'} after their sweeps), ${leftoverDirs.length} upload temp directories in TMPDIR (removed at a start once an hour old)`,
    );
  }
  if (mailFigures) {
    console.log(
      `  mail: ${mailFigures.acknowledged} reset requests acknowledged: ${mailFigures.delivered} delivered (.eml), ${mailFigures.queued} still queued (${mailFigures.queuedLocked} held by a killed worker until its lock expires); ${mailFigures.doubtful} in doubt (${model.doubtCommitted.mail} mailed)`,
    );
    console.log(
      `  mail: ${mailFigures.mails} .eml files, ${mailFigures.duplicates} duplicates (at-least-once), ${mailFigures.redeliveries} delivered and queued again, ${mailFigures.other} to addresses never asked for, ${mailFigures.partials.length} .partial files, ${mailFigures.failed} jobs failed for good`,
    );
  }
  if (selfTest)
    console.log(
      `  verification self-test: ${selfTest.planted - selfTest.missed.length}/${selfTest.planted} planted faults detected (rolled back)`,
    );
  console.log(
    `  PostgreSQL crash recoveries (postgres.log): ${recoveries}; clean stop at the end: ${cleanStop ? 'yes' : 'no'}`,
  );
  for (const item of model.lost.slice(0, 20)) console.log(`  LOST ${item.kind}: ${item.detail}`);
  for (const item of model.partial.slice(0, 20)) console.log(`  PARTIAL ${item.kind}: ${item.detail}`);
  for (const item of model.unexpected.slice(0, 20))
    console.log(`  UNEXPECTED ${item.kind}: ${item.status} ${item.message}`);
  for (const problem of problems) console.log(`  PROBLEM: ${problem}`);
};
