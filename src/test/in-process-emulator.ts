/**
 * What the component tests use of the emulator, in one entry: src/test/emulator-seed.ts bundles it once per
 * run into a plain ES module that each test file imports natively (src/api/testing/emulator-service.ts).
 */
export { createApp, type EmulatorApp } from '../../emulator/app';
export { openDb } from '../../emulator/db/open-db';
export { createRepository } from '../../emulator/db/repository';
export { ensureToken } from '../../emulator/oauth/grants';
export { DEMO_APP } from '../../emulator/seed/demo-app';
export { seedDemo } from '../../emulator/seed/seed';
