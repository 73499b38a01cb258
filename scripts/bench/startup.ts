import { round } from '#tests/support/http.ts';
import { removeDataDir, startServer, tempDataDir } from '#tests/support/server.ts';

export interface StartupRow {
  start: string;
  ms: number;
}

/**
 * `npm start` minus its build step: node --import tsx server/main.ts until /api/health answers.
 * Cold = a new data folder (the database is created and migrated); warm = the same folder again.
 */
export async function measureStartup(): Promise<StartupRow[]> {
  const dataDir = tempDataDir();
  try {
    const cold = await startServer({ dataDir });
    await cold.stop();
    const warm = await startServer({ dataDir });
    await warm.stop();
    return [
      { start: 'cold (new data folder, migrations run)', ms: round(cold.startupMs, 0) },
      { start: 'warm (same data folder)', ms: round(warm.startupMs, 0) },
    ];
  } finally {
    removeDataDir(dataDir);
  }
}
