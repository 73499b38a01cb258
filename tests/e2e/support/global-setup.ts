import { startStack } from './stack.ts';

/**
 * Starts one server for the whole run and hands its address and data folder to the workers through
 * the environment (workers are forked after global setup, so they inherit it). With E2E_BASE_URL and
 * E2E_DATA_DIR already set, the run targets that running server instead (debugging).
 */
export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.E2E_BASE_URL && process.env.E2E_DATA_DIR) return undefined;
  const stack = await startStack();
  process.env.E2E_BASE_URL = stack.baseURL;
  process.env.E2E_DATA_DIR = stack.dataDir;
  return stack.stop;
}
