/**
 * Reads a Chromium trace of one cold load into the moments that decide its first feed paint, in ms from the
 * page's navigation start. Resource timing (load-phases.ts) says when bytes left and arrived on the network;
 * the trace also says when the page could use them: a script is run only once V8 has compiled it on a
 * background thread, and a response is read only when the main thread is free. It also names what kept the
 * main thread busy: a stylesheet, a script, a frame's style and layout (and the font lookups in it).
 */

/** The fields of a trace event this reader uses (Chrome's JSON trace event format). */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: Record<string, unknown> };
}

export interface LoadMoment {
  at: number;
  /** How long it took, for work on a thread; 0 for an instant. */
  ms: number;
  what: string;
}

export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'loading',
  'toplevel',
  'blink',
  'v8',
  'v8.execute',
  'fonts',
];

/** Main-thread work shorter than this is left out: a load has hundreds of tiny tasks. */
const SHORTEST_TASK_MS = 2;

/** What a main-thread task did, named by the longest of these found inside it. */
const TASK_KINDS: [event: string, kind: string][] = [
  ['CommitNavigation', 'commit the navigation'],
  ['ParseHTML', 'parse HTML'],
  ['ParseAuthorStyleSheet', 'parse the stylesheet'],
  ['v8.compileModule', 'finish compiling a script'],
  ['v8.evaluateModule', 'run a script'],
  ['FunctionCall', 'run script'],
  ['v8.callFunction', 'run script'],
  ['RunMicrotasks', 'run script'],
  ['TimerBase::run', 'run a timer'],
  ['UpdateLifecycle', 'style, layout and paint a frame'],
];

function url(event: TraceEvent): string {
  const value = event.args?.data?.url;
  return typeof value === 'string' ? value : '';
}

function shortUrl(full: string): string {
  const parsed = new URL(full);
  return parsed.pathname.split('/').pop() || parsed.pathname;
}

const ms = (us: number) => us / 1000;

/**
 * The moments of the load in the renderer process that set `mark`, up to that mark: each request of
 * `watched` URLs (sent, arrived on the network, read by the page), each background compilation, and each
 * main-thread task of 2 ms or more, with the font lookups inside it.
 */
export function loadMoments(events: TraceEvent[], mark: string, watched: RegExp): LoadMoment[] {
  const marked = events.find((e) => e.name === mark);
  if (!marked) throw new Error(`loadMoments: the trace has no ${mark} mark`);
  const page = events.filter((e) => e.pid === marked.pid);
  const start = page.find((e) => e.name === 'navigationStart');
  if (!start) throw new Error('loadMoments: the trace has no navigationStart');
  const at = (ts: number) => ms(ts - start.ts);
  const end = marked.ts;
  const threads = new Map(
    events.filter((e) => e.name === 'thread_name').map((e) => [`${e.pid}:${e.tid}`, e.args?.name ?? '']),
  );
  const threadOf = (e: TraceEvent) => threads.get(`${e.pid}:${e.tid}`) ?? '';
  const inLoad = page.filter((e) => e.ts >= start.ts && e.ts <= end);
  const moments: LoadMoment[] = [{ at: at(end), ms: 0, what: `${mark} (first feed paint)` }];

  const urls = new Map<unknown, string>();
  for (const e of inLoad) {
    if (e.name === 'ResourceSendRequest') urls.set(e.args?.data?.requestId, url(e));
    const requested = urls.get(e.args?.data?.requestId) ?? '';
    if (!watched.test(requested)) continue;
    if (e.name === 'ResourceSendRequest')
      moments.push({ at: at(e.ts), ms: 0, what: `request ${shortUrl(requested)}` });
    if (e.name === 'ResourceFinish') {
      const finish = e.args?.data?.finishTime;
      if (typeof finish === 'number')
        moments.push({ at: at(finish * 1e6), ms: 0, what: `${shortUrl(requested)} arrived on the network` });
      moments.push({ at: at(e.ts), ms: 0, what: `${shortUrl(requested)} read by the page` });
    }
  }

  const mainThread = inLoad.filter((e) => threadOf(e) === 'CrRendererMain');
  for (const e of inLoad) {
    if (e.ph !== 'X' || e.dur === undefined) continue;
    if (e.name === 'v8.parseOnBackground')
      moments.push({ at: at(e.ts), ms: ms(e.dur), what: `compile ${shortUrl(url(e))} (background thread)` });
    if (threadOf(e) === 'CrRendererMain' && e.name === 'RunTask' && ms(e.dur) >= SHORTEST_TASK_MS)
      moments.push({ at: at(e.ts), ms: ms(e.dur), what: describeTask(e, mainThread) });
  }
  return moments.sort((a, b) => a.at - b.at);
}

function describeTask(task: TraceEvent, mainThread: TraceEvent[]): string {
  const taskEnd = task.ts + (task.dur ?? 0);
  const inside = mainThread.filter((e) => e !== task && e.ts >= task.ts && e.ts < taskEnd);
  let kind = 'other work';
  let longest = 0;
  for (const [event, name] of TASK_KINDS)
    for (const e of inside)
      if (e.name.includes(event) && (e.dur ?? 0) > longest) {
        longest = e.dur ?? 0;
        kind = name;
      }
  const fonts = inside.filter((e) => e.name === 'FontCache::GetFontPlatformData');
  if (fonts.length === 0) return kind;
  const fontMs = fonts.reduce((sum, e) => sum + ms(e.dur ?? 0), 0);
  return `${kind}, with ${String(fonts.length)} font lookups (${fontMs.toFixed(1)} ms)`;
}

/** One moment per line: when, how long, what. */
export function formatMoments(moments: LoadMoment[]): string {
  return moments
    .map(
      ({ at, ms: took, what }) =>
        `${at.toFixed(1).padStart(8)} ms ${took ? `${took.toFixed(1).padStart(6)} ms` : '         '}  ${what}`,
    )
    .join('\n');
}
