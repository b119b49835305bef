import { describe, expect, it } from 'vitest';
import { runFuzz } from './fuzz-run';

/**
 * The suite keeps the guarantee of `npm run emulator:fuzz` (10,000 requests) with a smaller seeded run: every
 * route of the table, every kind of bad request, API paths bare, `.json` and `.xml`, a real socket. No 5xx, no
 * error body that is not JSON (or, for `.xml`, XML that a strict parser reads back), no hang, nothing
 * unexpected in the emulator's log.
 */
describe('the emulator fuzz', () => {
  it('1,000 seeded bad requests across every route: no 5xx, only JSON (or XML for .xml) errors, no hang', async () => {
    const report = await runFuzz({ requests: 1_000, seed: 7, messages: 100 });
    expect(report.failures).toEqual([]);
    expect(report.serverErrors).toBe(0);
    expect(report.routes).toBeGreaterThan(50);
    expect(report.requests).toBe(1_000);
    // Every kind of bad request was sent, and most reached an answer.
    expect(Object.keys(report.byKind).length).toBeGreaterThanOrEqual(10);
    expect(report.byStatus['400']).toBeGreaterThan(0);
    expect(report.byStatus['401']).toBeGreaterThan(0);
    expect(report.byStatus['431']).toBeGreaterThan(0);
    // A fair share of the error answers were to .xml paths, each checked as XML.
    expect(report.xmlErrors).toBeGreaterThan(100);
    expect(report.maxLatencyMs).toBeLessThan(5_000);
  }, 180_000);
});
