/**
 * `npm run emulator`: serves the emulator, or runs one of its developer commands (token, revoke).
 * The app itself is built by createApp() in app.ts, which never listens.
 */
import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import { createEmulatorServer } from './http/server';
import { CliError, parseArgs, USAGE, type CliOptions } from './cli/args';
import { clearDb, isSeeded, openDb, type Db } from './db/open-db';
import { createRepository } from './db/repository';
import { signingKey } from './idp/keys';
import { DEMO_APP } from './seed/demo-app';
import { mintToken, revokeLiveToken, TokenCommandError } from './cli/tokens';
import { DEFAULT_MESSAGE_COUNT, SEED_VERSION, seedDemo } from './seed/seed';

function main(argv: readonly string[]): void {
  let options: CliOptions;
  try {
    options = parseArgs(argv);
  } catch (error) {
    if (!(error instanceof CliError)) throw error;
    console.error(`emulator: ${error.message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (options.command === 'help') {
    process.stdout.write(USAGE);
    return;
  }
  const db = openDb(options.db);
  if (options.command === 'token') printToken(db, options);
  else if (options.command === 'revoke') revoke(db, options);
  else serveEmulator(db, options);
}

/**
 * Seeds when asked (--reset), when empty, when --scale asks for another size than the stored seed, or when the
 * stored seed is from an older version of the seed (a database kept from before new seeded people would lack them).
 */
function ensureSeeded(db: Db, options: CliOptions): void {
  const repo = createRepository(db);
  const wanted = options.scale ?? DEFAULT_MESSAGE_COUNT;
  const stored = Number(repo.getMeta('seed_messages') ?? '0');
  const outdated = repo.getMeta('seed_version') !== String(SEED_VERSION);
  const stale = (options.scale !== undefined && stored !== wanted) || outdated;
  if (!options.reset && isSeeded(db) && !stale) return;
  clearDb(db);
  const summary = seedDemo(repo, { messages: wanted, exact: options.scale !== undefined });
  console.info(
    `Seeded the demo network: ${summary.users} users, ${summary.groups} groups, ${summary.messages} messages ` +
      `in ${summary.ms} ms.`,
  );
}

function serveEmulator(db: Db, options: CliOptions): void {
  ensureSeeded(db, options);
  const { app, repo } = createApp({
    db,
    seed: false,
    rateLimits: options.rateLimits,
    appOrigins: options.appOrigins,
    ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
    ...(options.idpTokenLifetime ? { idpTokenLifetimeSeconds: options.idpTokenLifetime } : {}),
    ogFetch: { allowLoopback: options.ogFetchAllowLoopback },
  });
  const server = createEmulatorServer(app.fetch);
  server.listen(options.port, options.host, () => {
    const info = server.address() as AddressInfo;
    const host = info.family === 'IPv6' ? `[${info.address}]` : info.address;
    console.info(`Emulator listening on http://${host}:${info.port}/`);
    console.info(`  data: ${options.db}${options.rateLimits ? '' : '  (rate limits off)'}`);
    console.info('  demo sign-in: alice@example.com / demo');
    console.info(`  OpenID provider: http://${host}:${info.port}/idp (client id ${DEMO_APP.client_id})`);
  });
  // The provider's signing key is made on first start (not at the first sign-in, which would wait for it).
  signingKey(repo, Date.now());
  server.on('error', (error: Error) => {
    console.error(`emulator: ${error.message}`);
    db.close();
    process.exit(1);
  });
  const stop = () => {
    server.close(() => {
      db.close();
      process.exit(0);
    });
    // Keep-alive connections would hold close() open; end them, and never wait for long.
    server.closeAllConnections();
    setTimeout(() => process.exit(0), 2000).unref();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

function printToken(db: Db, options: CliOptions): void {
  ensureSeeded(db, { ...options, reset: false, scale: undefined });
  const token = runTokenCommand(() => mintToken(db, options.subject ?? '', options.network));
  process.stdout.write(`${token}\n`);
  db.close();
}

function revoke(db: Db, options: CliOptions): void {
  runTokenCommand(() => {
    revokeLiveToken(db, options.subject ?? '');
  });
  console.info('Token revoked.');
  db.close();
}

function runTokenCommand<T>(command: () => T): T {
  try {
    return command();
  } catch (error) {
    if (error instanceof TokenCommandError) fail(error.message);
    throw error;
  }
}

function fail(message: string): never {
  console.error(`emulator: ${message}`);
  process.exit(1);
}

main(process.argv.slice(2));
