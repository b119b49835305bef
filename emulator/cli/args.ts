/** The command line of `npm run emulator` (see emulator/README.md). */
export interface CliOptions {
  command: 'serve' | 'token' | 'revoke' | 'help';
  subject: string | undefined;
  port: number;
  host: string;
  db: string;
  reset: boolean;
  scale: number | undefined;
  rateLimits: boolean;
  appOrigins: string[];
  baseUrl: string | undefined;
  network: string | undefined;
  /** Lifetime of the identity provider's access tokens, in seconds. */
  idpTokenLifetime: number | undefined;
  /** og_fetch may fetch pages on loopback addresses (journeys serve their test pages there). */
  ogFetchAllowLoopback: boolean;
}

export const DEFAULT_DB = '.data/emulator.sqlite';

export class CliError extends Error {}

export function parseArgs(argv: readonly string[]): CliOptions {
  const options: CliOptions = {
    command: 'serve',
    subject: undefined,
    port: 8787,
    host: '127.0.0.1',
    db: DEFAULT_DB,
    reset: false,
    scale: undefined,
    rateLimits: true,
    appOrigins: [],
    baseUrl: undefined,
    network: undefined,
    idpTokenLifetime: undefined,
    ogFetchAllowLoopback: false,
  };
  const rest = [...argv];
  const value = (flag: string): string => {
    const next = rest.shift();
    if (next === undefined || next.startsWith('--')) throw new CliError(`${flag} needs a value`);
    return next;
  };
  const positive = (flag: string, text: string): number => {
    const n = Number(text);
    if (!Number.isInteger(n) || n <= 0) throw new CliError(`${flag} needs a positive integer, got "${text}"`);
    return n;
  };
  while (rest.length > 0) {
    const arg = rest.shift() ?? '';
    const [flag, inline] =
      arg.startsWith('--') && arg.includes('=') ? arg.split(/=(.*)/s, 2) : [arg, undefined];
    if (inline !== undefined) rest.unshift(inline);
    switch (flag) {
      case '--port':
        options.port = positive('--port', value('--port'));
        break;
      case '--host':
        options.host = value('--host');
        break;
      case '--db':
        options.db = value('--db');
        break;
      case '--reset':
        options.reset = true;
        break;
      case '--scale':
        options.scale = positive('--scale', value('--scale'));
        break;
      case '--no-rate-limits':
        options.rateLimits = false;
        break;
      case '--app-origin':
        options.appOrigins.push(value('--app-origin'));
        break;
      case '--base-url':
        options.baseUrl = value('--base-url');
        break;
      case '--idp-token-lifetime':
        options.idpTokenLifetime = positive('--idp-token-lifetime', value('--idp-token-lifetime'));
        break;
      case '--og-fetch-allow-loopback':
        options.ogFetchAllowLoopback = true;
        break;
      case '--network':
        options.network = value('--network');
        break;
      case '--help':
      case '-h':
        options.command = 'help';
        break;
      case 'token':
      case 'revoke':
        if (options.command !== 'serve') throw new CliError(`unexpected "${flag}"`);
        options.command = flag;
        options.subject = rest.shift();
        if (options.subject === undefined)
          throw new CliError(`${flag} needs ${flag === 'token' ? 'an EMAIL' : 'a TOKEN'}`);
        break;
      default:
        throw new CliError(`unknown argument "${arg}" (see --help)`);
    }
  }
  return options;
}

export const USAGE = `Commons emulator of the Collaboration Network API v1

  npm run emulator [-- options]             serve the API, the OAuth dialog and the OpenID provider
  npm run emulator -- token EMAIL [--db FILE] [--network PERMALINK]
                                            print a valid access token of the demo app for that user
  npm run emulator -- revoke TOKEN [--db FILE]
                                            revoke a token (as when the user de-authorizes the app)

Options:
  --port N             port to listen on (default 8787)
  --host HOST          interface to listen on (default 127.0.0.1)
  --db FILE            database file (default ${DEFAULT_DB}); seeded on first start
  --reset              seed the demo network again (drops all data)
  --scale N            seed N messages instead of the default 720 (implies a new seed when N changes)
  --no-rate-limits     turn off the rate limits of spec section 8 (for load tests)
  --app-origin URL     an extra browser origin of the app (CORS and redirect host); repeatable
  --base-url URL       base of url/web_url fields (default: the address each request came to)
  --idp-token-lifetime SECONDS
                       lifetime of the OpenID provider's access and id tokens (default 600)
  --og-fetch-allow-loopback
                       let og_fetch fetch pages on 127.0.0.1 and ::1 (tests; refused by default)
`;
