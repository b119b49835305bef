import { afterEach, vi } from 'vitest';
import type { XhrLike } from '../http/http-client';
import type { EmulatorService, Fault } from './emulator-service';

/**
 * One upload the app sent by XMLHttpRequest, answered by the in-process emulator. Sent at once unless the
 * test holds uploads (`EmulatorUploads.hold`): then it waits in flight, where the test can report progress
 * (`progress`), cancel it through the app, and let it go (`release`) to the emulator.
 */
export class EmulatorUpload implements XhrLike {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: Blob | null = null;
  status = 0;
  responseText = '';
  aborted = false;
  upload = { onprogress: null } as unknown as XMLHttpRequestUpload;
  onload: XhrLike['onload'] = null;
  onerror: XhrLike['onerror'] = null;
  onabort: XhrLike['onabort'] = null;
  private sent: (() => Promise<void>) | null = null;

  constructor(
    private readonly answer: (request: Request) => Promise<Response>,
    private readonly held: boolean,
    private readonly onSend: (upload: EmulatorUpload) => void,
  ) {}

  open(method: string, url: string | URL) {
    this.method = method;
    this.url = String(url);
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body?: Document | XMLHttpRequestBodyInit | null) {
    if (!(body instanceof Blob)) throw new Error('The app uploads a Blob (a multipart body it encodes).');
    this.body = body;
    this.sent = () => this.deliver(body);
    this.onSend(this);
    if (!this.held) void this.release();
  }
  abort() {
    this.aborted = true;
    this.onabort?.call(this as unknown as XMLHttpRequest, new ProgressEvent('abort'));
  }
  /** What the browser reports as the body goes out. */
  progress(loaded: number, total: number) {
    this.upload.onprogress?.call(
      this as unknown as XMLHttpRequest,
      new ProgressEvent('progress', { lengthComputable: true, loaded, total }),
    );
  }
  /** Lets a held upload go to the emulator; resolves once the app has its answer. */
  async release(): Promise<void> {
    const sent = this.sent;
    this.sent = null;
    await sent?.();
  }
  /** The emulator's answer, read as JSON. */
  answered(): unknown {
    return JSON.parse(this.responseText) as unknown;
  }

  /** Read again after each await: the app may abort while the emulator answers. */
  private cancelled(): boolean {
    return this.aborted;
  }

  private async deliver(body: Blob) {
    // Bytes, not the DOM's Blob: the emulator reads the request with Node's own fetch classes.
    const bytes = await body.arrayBuffer();
    if (this.cancelled()) return;
    this.progress(bytes.byteLength, bytes.byteLength);
    let response: Response;
    try {
      response = await this.answer(
        new Request(this.url, { method: this.method, headers: this.headers, body: bytes }),
      );
    } catch {
      if (!this.cancelled())
        this.onerror?.call(this as unknown as XMLHttpRequest, new ProgressEvent('error'));
      return;
    }
    const text = await response.text();
    if (this.cancelled()) return;
    this.status = response.status;
    this.responseText = text;
    this.onload?.call(this as unknown as XMLHttpRequest, new ProgressEvent('load'));
  }
}

export interface EmulatorUploads {
  /** Every upload the app sent, in order. */
  all: EmulatorUpload[];
  /** While true, each new upload waits in flight until the test calls its `release`. */
  hold: boolean;
  /**
   * The harness's `intercept`, for uploads too: the fault answers the app's fetches as before, and its
   * uploads as well (a 5xx, a 429, a stall, a fetch that throws as a network error).
   */
  intercept: (fault: Fault) => () => void;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/**
 * Routes the app's uploads (XMLHttpRequest, for upload progress) to the test's emulator: what fetch cannot
 * carry, this shim carries to the same `app.fetch`, recorded in `service.requests` like every other request,
 * so the progress, the failure and the attachment's id come from the emulator. Call it after
 * `emulatorService`, in each test.
 */
export function emulatorUploads(service: EmulatorService): EmulatorUploads {
  const faults: Fault[] = [];
  const answer = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    service.requests.push(`${request.method} ${url.pathname}${url.search}`);
    for (const fault of faults) {
      const given = await fault(request.clone());
      if (given) return given;
    }
    return service.emulator.app.fetch(request);
  };
  const uploads: EmulatorUploads = {
    all: [],
    hold: false,
    intercept: (fault) => {
      const removeFromFetch = service.intercept(fault);
      faults.unshift(fault);
      return () => {
        removeFromFetch();
        const at = faults.indexOf(fault);
        if (at >= 0) faults.splice(at, 1);
      };
    },
  };
  vi.stubGlobal(
    'XMLHttpRequest',
    class extends EmulatorUpload {
      constructor() {
        super(answer, uploads.hold, (upload) => uploads.all.push(upload));
      }
    },
  );
  return uploads;
}
