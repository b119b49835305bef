/** The command line of `npm run emulator:load` (load-test.ts). */
export interface Options {
  scale: number;
  /** The latency phase (open loop at `rate` requests per second). */
  durationS: number;
  rate: number;
  warmupS: number;
  /** The throughput phase (closed loop, `connections` clients). */
  throughputS: number;
  connections: number;
  target: string | undefined;
  db: string | undefined;
  keep: boolean;
}

export function parseOptions(argv: readonly string[]): Options {
  const options: Options = {
    scale: 100_000,
    durationS: 15,
    rate: 100,
    warmupS: 2,
    throughputS: 5,
    connections: 20,
    target: undefined,
    db: undefined,
    keep: false,
  };
  for (let i = 0; i < argv.length; i += 1) {
    const flag = argv[i];
    const value = () => {
      const next = argv[(i += 1)];
      if (next === undefined) throw new Error(`${flag ?? ''} needs a value`);
      return next;
    };
    const positive = () => {
      const n = Number(value());
      if (!Number.isFinite(n) || n <= 0) throw new Error(`${flag ?? ''} needs a positive number`);
      return n;
    };
    if (flag === '--scale') options.scale = Math.floor(positive());
    else if (flag === '--duration') options.durationS = positive();
    else if (flag === '--warmup') options.warmupS = Number(value());
    else if (flag === '--rate') options.rate = positive();
    else if (flag === '--throughput') options.throughputS = positive();
    else if (flag === '--connections') options.connections = Math.floor(positive());
    else if (flag === '--target') options.target = value().replace(/\/+$/, '');
    else if (flag === '--db') options.db = value();
    else if (flag === '--keep') options.keep = true;
    else throw new Error(`unknown argument ${flag ?? ''}`);
  }
  if (options.target && !options.db) throw new Error('--target needs --db (the file it serves) for tokens');
  return options;
}
