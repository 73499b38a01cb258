/** `node --import tsx server/db/migrate-cli.ts`: applies pending migrations and exits. */
import { loadConfig } from '#server/config.ts';
import { migrate, openDatabase } from './index.ts';

const config = loadConfig();
const db = await openDatabase(config);
try {
  const applied = await migrate(db);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
} finally {
  await db.close();
}
