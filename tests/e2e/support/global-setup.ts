import { startStack } from './stack.ts';

/**
 * Starts one server for the whole run and hands its address and data folder to the workers through
 * the environment (workers are forked after global setup, so they inherit it).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const stack = await startStack();
  process.env.E2E_BASE_URL = stack.baseURL;
  process.env.E2E_DATA_DIR = stack.dataDir;
  process.env.E2E_SERVER_LOG = stack.logFile;
  return stack.stop;
}
