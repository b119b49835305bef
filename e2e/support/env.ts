/**
 * Where the journeys find the emulator and the app; shared by playwright.config.ts and the specs. The ports are
 * unusual on purpose; E2E_PORT_OFFSET moves both, so that two checkouts can run their journeys side by side.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
export const E2E_EMULATOR_PORT = 18787 + offset;
export const E2E_APP_PORT = 14173 + offset;
export const E2E_EMULATOR_URL = `http://127.0.0.1:${E2E_EMULATOR_PORT}`;
export const E2E_APP_URL = `http://localhost:${E2E_APP_PORT}`;
export const E2E_DB = '.data/e2e.sqlite';
