import { KINDS, type Kind, type makeSender } from './load-mix';

/** The feed reads' p99 budget in the latency phase. */
export const FEED_P99_BUDGET_MS = 25;
const MAX_IN_FLIGHT = 100;

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

export interface PhaseResult {
  latencies: Map<string, number[]>;
  failures: string[];
  requests: number;
  seconds: number;
}
export function emptyResult(): PhaseResult {
  return { latencies: new Map(KINDS.map((k) => [k.name, []])), failures: [], requests: 0, seconds: 0 };
}

export function record(result: PhaseResult, sent: { kind: Kind; status: number; path: string }, ms: number) {
  result.latencies.get(sent.kind.name)?.push(ms);
  result.requests += 1;
  if (sent.status >= 400 || sent.status === 0)
    result.failures.push(`${sent.kind.name}: ${sent.status} ${sent.path}`);
}

/** Throughput: `connections` clients, each sending its next request as soon as the last one answered. */
export async function closedLoop(send: ReturnType<typeof makeSender>, connections: number, seconds: number) {
  const result = emptyResult();
  const started = performance.now();
  const end = started + seconds * 1000;
  const client = async () => {
    while (performance.now() < end) {
      const t0 = performance.now();
      const sent = await send();
      record(result, sent, performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: connections }, client));
  result.seconds = (performance.now() - started) / 1000;
  return result;
}

/**
 * Latency: requests start at a fixed rate whatever the answers do (open loop), and each latency is
 * measured from when its request was due, so a slow answer that delays others is counted, not hidden.
 */
export async function openLoop(send: ReturnType<typeof makeSender>, rate: number, seconds: number) {
  const result = emptyResult();
  const started = performance.now();
  const total = Math.round(rate * seconds);
  const inFlight: Promise<void>[] = [];
  let pending = 0;
  for (let i = 0; i < total; i += 1) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    if (pending >= MAX_IN_FLIGHT) {
      // The server is far behind: skipping keeps the run bounded; every skip is reported as a failure.
      result.failures.push('skipped: too many requests in flight');
      continue;
    }
    pending += 1;
    inFlight.push(
      send().then((sent) => {
        pending -= 1;
        record(result, sent, performance.now() - due);
      }),
    );
  }
  await Promise.all(inFlight);
  result.seconds = (performance.now() - started) / 1000;
  return result;
}
export function table(title: string, result: PhaseResult, budget: boolean) {
  console.info(`\n${title}`);
  console.info(`${'request'.padEnd(28)}${'count'.padStart(7)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}`);
  const rows = KINDS.map((kind) => {
    const sorted = [...(result.latencies.get(kind.name) ?? [])].sort((a, b) => a - b);
    return { kind, count: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
  });
  for (const row of rows) {
    const over = budget && row.kind.feed && row.p99 >= FEED_P99_BUDGET_MS ? '  over budget' : '';
    console.info(
      `${row.kind.name.padEnd(28)}${String(row.count).padStart(7)}${row.p50.toFixed(1).padStart(9)}` +
        `${row.p99.toFixed(1).padStart(9)}${over}`,
    );
  }
  return rows;
}
