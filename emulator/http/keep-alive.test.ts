import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { IDLE_CONNECTION_MS, keepIdleConnections } from './keep-alive';

let close: (() => void) | null = null;
afterEach(() => {
  close?.();
  close = null;
});

describe('idle connections', () => {
  it('are kept for a minute, and clients are told so', async () => {
    const app = new Hono().get('/', (c) => c.text('ok'));
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    keepIdleConnections(server);
    close = () => server.close();
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${String(port)}/`);
    await response.text();
    expect(response.headers.get('keep-alive')).toBe(`timeout=${String(IDLE_CONNECTION_MS / 1000)}`);
  });
});
