import { describe, expect, it } from 'vitest';
import { loadMoments, type TraceEvent } from './load-trace';

const PAGE = 7;
const MAIN = 1;
const WORKER = 2;
/** Microseconds on the trace clock, from a navigation start at 1 s. */
const at = (ms: number) => 1_000_000 + ms * 1000;

function event(name: string, ms: number, extra: Partial<TraceEvent> = {}): TraceEvent {
  return { name, ph: 'X', pid: PAGE, tid: MAIN, ts: at(ms), ...extra };
}

const script = 'http://localhost:5173/assets/index-abc.js';
const trace: TraceEvent[] = [
  { name: 'thread_name', ph: 'M', pid: PAGE, tid: MAIN, ts: 0, args: { name: 'CrRendererMain' } },
  {
    name: 'thread_name',
    ph: 'M',
    pid: PAGE,
    tid: WORKER,
    ts: 0,
    args: { name: 'ThreadPoolForegroundWorker' },
  },
  event('navigationStart', 0, { ph: 'R' }),
  event('ResourceSendRequest', 30, { ph: 'I', args: { data: { requestId: 'r1', url: script } } }),
  event('ResourceSendRequest', 31, {
    ph: 'I',
    args: { data: { requestId: 'r2', url: 'http://localhost:5173/favicon.png' } },
  }),
  event('v8.parseOnBackground', 120, { tid: WORKER, dur: 30_000, args: { data: { url: script } } }),
  // The script arrived at 120 ms but the page read it at 151, once V8 had compiled it.
  event('ResourceFinish', 151, { ph: 'I', args: { data: { requestId: 'r1', finishTime: at(120) / 1e6 } } }),
  event('RunTask', 152, { dur: 12_000 }),
  event('v8.evaluateModule', 152.5, { dur: 11_000 }),
  event('RunTask', 170, { dur: 1_000 }),
  event('RunTask', 200, { dur: 25_000 }),
  event('WebFrameWidgetImpl::UpdateLifecycle', 200.5, { dur: 24_000 }),
  event('FontCache::GetFontPlatformData', 201, { dur: 4_000 }),
  event('FontCache::GetFontPlatformData', 206, { dur: 6_000 }),
  event('commons:first-feed-paint', 240, { ph: 'R' }),
  event('RunTask', 250, { dur: 9_000 }),
  // Another page's renderer: not this load.
  { name: 'RunTask', ph: 'X', pid: PAGE + 1, tid: MAIN, ts: at(160), dur: 50_000 },
];

describe('the moments of a traced load', () => {
  const moments = loadMoments(trace, 'commons:first-feed-paint', /\.js$/);
  const line = (what: string) => moments.find((m) => m.what.startsWith(what));

  it('tells when a watched response arrived on the network from when the page could read it', () => {
    expect(line('request index-abc.js')?.at).toBe(30);
    expect(line('index-abc.js arrived on the network')?.at).toBeCloseTo(120);
    expect(line('index-abc.js read by the page')?.at).toBe(151);
    expect(moments.some((m) => m.what.includes('favicon'))).toBe(false);
  });

  it('shows the background compilation in between', () => {
    expect(line('compile index-abc.js (background thread)')).toEqual({
      at: 120,
      ms: 30,
      what: 'compile index-abc.js (background thread)',
    });
  });

  it('names each main-thread task of 2 ms or more by what it did, with its font lookups', () => {
    expect(moments.filter((m) => m.ms > 0 && !m.what.startsWith('compile'))).toEqual([
      { at: 152, ms: 12, what: 'run a script' },
      { at: 200, ms: 25, what: 'style, layout and paint a frame, with 2 font lookups (10.0 ms)' },
    ]);
  });

  it('ends at the mark, in time order', () => {
    expect(moments.at(-1)).toEqual({ at: 240, ms: 0, what: 'commons:first-feed-paint (first feed paint)' });
    expect(moments.map((m) => m.at)).toEqual([...moments.map((m) => m.at)].sort((a, b) => a - b));
  });

  it('refuses a trace without the mark', () => {
    expect(() => loadMoments(trace, 'other:mark', /\.js$/)).toThrow('no other:mark mark');
  });
});
