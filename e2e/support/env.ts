/** Where the journeys find the emulator and the app; shared by playwright.config.ts and the specs. */
export const E2E_EMULATOR_PORT = 18787;
export const E2E_APP_PORT = 14173;
export const E2E_EMULATOR_URL = `http://127.0.0.1:${E2E_EMULATOR_PORT}`;
export const E2E_APP_URL = `http://localhost:${E2E_APP_PORT}`;
export const E2E_DB = '.data/e2e.sqlite';
