import { listLabels } from '@coachboard/contract';
import type { AppConfig } from './config.js';
import type { AdminStatus } from './seed/ensure-admin.js';
import { ADMIN_CREDENTIALS_FILE } from './seed/ensure-admin.js';
import type { SeedReport } from './seed/index.js';

export interface BannerInput {
  config: AppConfig;
  admin: AdminStatus;
  seed: SeedReport;
  database: string;
  /** Where uploads live (local directory or bucket). */
  storage: string;
  readyMs: number;
  panelBuilt: boolean;
}

export const startBanner = ({ config, admin, seed, database, storage, readyMs, panelBuilt }: BannerInput) => {
  const lines = [
    '',
    `  Coachboard is ready (${(readyMs / 1000).toFixed(1)} s)`,
    '',
    `  Panel:     ${config.publicUrl}/${panelBuilt ? '' : '   (not built: run `npm start` at the repository root)'}`,
    `  API docs:  ${config.publicUrl}/api/docs`,
    `  Admin:     ${admin.email}${admin.notAdmin ? '   (WARNING: this account is not an admin)' : ''}`,
  ];
  if (admin.generatedPassword) {
    lines.push(
      `  Password:  ${admin.generatedPassword}`,
      `             (shown this once; also in ${config.dataDir}/${ADMIN_CREDENTIALS_FILE})`,
    );
  } else if (admin.created) {
    lines.push('  Password:  the one in ADMIN_PASSWORD');
  }
  lines.push(`  Data:      ${config.dataDir}`, `  Database:  ${database}`, `  Uploads:   ${storage}`);
  const loaded = (
    [
      [seed.demoUsers, 'app users'],
      [seed.demoPrograms ?? 0, 'training programs'],
      [seed.demoExercises ?? 0, 'exercises'],
      [seed.demoRecipes ?? 0, 'recipes'],
      [seed.demoPosts ?? 0, 'community posts'],
      [seed.demoPersonalCopies ?? 0, 'personal copies'],
    ] as const
  ).filter(([count]) => count > 0);
  if (loaded.length > 0) {
    lines.push(`  Demo data: ${listLabels(loaded.map(([count, what]) => `${count} ${what}`))} loaded`);
  }
  lines.push('');
  return lines.join('\n');
};
