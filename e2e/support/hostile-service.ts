import { readFileSync } from 'node:fs';
import type { Page, Route } from '@playwright/test';
import { E2E_APP_URL, E2E_EMULATOR_URL } from './env';

/** e2e/data/xss-vectors.json: where each vector comes from is in the file's `sources`. */
interface Corpus {
  vectors: { id: number; source: string; technique: string; html: string }[];
  urls: { id: number; technique: string; url: string }[];
}

export const CORPUS = JSON.parse(
  readFileSync(new URL('../data/xss-vectors.json', import.meta.url), 'utf8'),
) as Corpus;

/** Fields the UI shows as text (names, titles, descriptions, notification text): each gets an HTML vector. */
const TEXT_KEYS = new Set([
  'name',
  'full_name',
  'first_name',
  'last_name',
  'job_title',
  'department',
  'location',
  'summary',
  'interests',
  'expertise',
  'description',
  'title',
  'text',
  'content_excerpt',
  'feed_name',
  'feed_desc',
  'original_name',
  'kids_names',
  'significant_other',
  'school',
  'degree',
  'company',
  'position',
]);

/** Fields that hold a link or a picture's address: each gets a URL vector. */
const URL_KEYS = new Set([
  'web_url',
  'mugshot_url',
  'mugshot_url_template',
  'mugshot_redirect_url',
  'mugshot_redirect_url_template',
  'thumbnail_url',
  'preview_url',
  'large_preview_url',
  'download_url',
  'host_url',
  'photo',
  'header_image_url',
  'inline_url',
  'og_url',
  'og_image',
]);

/** Objects the UI reads settings and tokens from, not text: left as the service sent them. */
const LEFT_ALONE = new Set(['web_preferences', 'network_settings', 'profile_fields_config', 'realtime']);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The service turned hostile, in front of the real emulator: every answer under /api/v1 is the emulator's own
 * (so the shapes are real and the app renders them), with the corpus written into what the UI shows: message
 * bodies (rich, parsed, plain), every name and text field, and links and pictures; each message also carries an
 * image, a file and an Open Graph card made of vectors. The notifications page gets notifications made of them.
 */
export class HostileService {
  /** HTML vectors delivered in a rich body, and in any text field. */
  readonly richTried = new Set<number>();
  readonly textTried = new Set<number>();
  readonly urlsTried = new Set<number>();
  /** Which vector each message's rich body holds, so a journey can tell which were drawn. */
  readonly richOfMessage = new Map<number, number>();
  private rich = 0;
  private text = 0;
  private url = 0;
  private messages = 0;

  async install(page: Page): Promise<void> {
    await page.context().route(`${E2E_EMULATOR_URL}/api/v1/**`, (route) => this.answer(route));
    // Pictures and links of the vectors point at other hosts: answered here, never looked up on a closed network.
    await page.context().route(
      (url) => !url.href.startsWith(E2E_APP_URL) && !url.href.startsWith(E2E_EMULATOR_URL),
      (route) => route.fulfill({ status: 404, body: '' }),
    );
  }

  private async answer(route: Route): Promise<void> {
    const response = await route.fetch();
    const type = response.headers()['content-type'] ?? '';
    if (!response.ok() || !type.includes('json')) return route.fulfill({ response });
    const path = new URL(route.request().url()).pathname;
    let json = (await response.json()) as Json;
    if (path.endsWith('/streams/notifications.json') && isObject(json)) json = this.notifications(json);
    json = this.poison(json);
    return route.fulfill({ response, body: JSON.stringify(json) });
  }

  private nextText(): string {
    const vector = CORPUS.vectors[this.text % CORPUS.vectors.length];
    this.text += 1;
    if (!vector) return '';
    this.textTried.add(vector.id);
    return vector.html;
  }

  private nextUrl(): string {
    const vector = CORPUS.urls[this.url % CORPUS.urls.length];
    this.url += 1;
    if (!vector) return '';
    this.urlsTried.add(vector.id);
    return vector.url;
  }

  private nextRich(messageId: number): string {
    const vector = CORPUS.vectors[this.rich % CORPUS.vectors.length];
    this.rich += 1;
    if (!vector) return '';
    this.richOfMessage.set(messageId, vector.id);
    return vector.html;
  }

  /** Most bodies rich; every fourth message without `rich`, so its parsed tokens (and plain text) are drawn. */
  private body(message: JsonObject, body: JsonObject): JsonObject {
    const text = this.nextText();
    const plain = typeof body['plain'] === 'string' ? body['plain'] : '';
    const out: JsonObject = { ...body, plain: `${text} ${plain}` };
    if (typeof body['parsed'] === 'string') out['parsed'] = `${text} ${body['parsed']}`;
    const full = Array.isArray(message['attachments']);
    this.messages += 1;
    if (full && this.messages % 4 !== 0 && typeof message['id'] === 'number')
      out['rich'] = this.nextRich(message['id']);
    else delete out['rich'];
    return out;
  }

  /** An image, a file and an Open Graph card, every field of them hostile. */
  private attachments(messageId: number): Json[] {
    const base = messageId * 10;
    return [
      {
        type: 'image',
        id: base + 1,
        name: this.nextText(),
        web_url: this.nextUrl(),
        content_type: 'image/png',
        download_url: this.nextUrl(),
        // An http(s) address the app keeps, with a quote that would end the attribute if written as markup.
        thumbnail_url: 'https://pictures.example/thumb.png" onerror="__xss(9013)',
        preview_url: this.nextUrl(),
        image: { url: this.nextUrl(), thumbnail_url: 'https://pictures.example/t.png', size: 10 },
      },
      {
        type: 'file',
        id: base + 2,
        name: this.nextText(),
        original_name: this.nextText(),
        content_type: 'application/pdf',
        size: 1234,
        download_url: this.nextUrl(),
        web_url: this.nextUrl(),
      },
      {
        type: 'ymodule',
        id: base + 3,
        name: this.nextText(),
        description: this.nextText(),
        web_url: this.nextUrl(),
        host_url: this.nextText(),
        thumbnail_url: this.nextUrl(),
        inline_html: this.nextText(),
        object_type: 'page',
      },
    ];
  }

  private poison(value: Json, key = ''): Json {
    if (Array.isArray(value)) return value.map((item) => this.poison(item, key));
    if (!isObject(value)) {
      if (typeof value !== 'string' || value === '') return value;
      if (TEXT_KEYS.has(key)) return this.nextText();
      if (URL_KEYS.has(key)) return this.nextUrl();
      return value;
    }
    const out: JsonObject = {};
    for (const [k, v] of Object.entries(value)) {
      if (LEFT_ALONE.has(k)) out[k] = v;
      else if (k === 'body' && isObject(v) && typeof v['plain'] === 'string') out[k] = this.body(value, v);
      else if (k === 'attachments' && Array.isArray(v) && typeof value['id'] === 'number')
        out[k] = [...v.map((a) => this.poison(a, k)), ...this.attachments(value['id'])];
      else out[k] = this.poison(v, k);
    }
    return out;
  }

  /** The reader's notifications, as many categories as the page words, about people and messages of vectors. */
  private notifications(feed: JsonObject): JsonObject {
    const categories = ['reply', 'thread_reply', 'mention', 'like', 'follow', 'group_join', 'something_new'];
    const items: Json[] = categories.map((category, i) => ({
      type: 'notification',
      id: 9_000_000 + i,
      category,
      created_at: '2026/11/25 10:00:00 +0000',
      unseen: i % 2 === 0,
      actor: { type: 'user', id: 8_000_000 + i },
      objects: [
        { type: 'message', id: 7_000_000 + i },
        { type: 'group', id: 6_000_000 + i },
      ],
      text: 'text',
    }));
    const references: Json[] = categories.flatMap((_, i): Json[] => [
      {
        type: 'user',
        id: 8_000_000 + i,
        name: 'name',
        full_name: 'full name',
        job_title: 'job',
        mugshot_url: 'url',
        web_url: 'url',
      },
      {
        type: 'message',
        id: 7_000_000 + i,
        thread_id: 7_000_000 + i,
        sender_id: 8_000_000 + i,
        body: { plain: 'plain' },
        web_url: 'url',
      },
      { type: 'group', id: 6_000_000 + i, name: 'name', full_name: 'full name', web_url: 'url' },
    ]);
    const existing = Array.isArray(feed['items']) ? feed['items'] : [];
    const refs = Array.isArray(feed['references']) ? feed['references'] : [];
    return { ...feed, items: [...items, ...existing], references: [...references, ...refs] };
  }
}
