import type { Repository } from '../db/repository';
import { ID_BASE } from '../db/ids';
import { DEMO_APP } from './demo-app';
import { DAY_MS } from './seed-time';

/**
 * The first step of the seed: the two networks (Example Corp, paid; Partners, a free community) and the
 * demo app, kept apart from seed.ts so the orchestration there reads as a list of steps.
 */
export function seedNetworksAndApp(repo: Repository, start: number): void {
  repo.insertNetwork({
    id: ID_BASE.network + 1,
    name: 'Example Corp',
    permalink: 'example.com',
    domain: 'example.com',
    community: 0,
    paid: 1,
    header_background_color: '#1F4E79',
    header_text_color: '#FFFFFF',
    navigation_background_color: '#2B5F8E',
    navigation_text_color: '#FFFFFF',
    created_at: start - 400 * DAY_MS,
  });
  repo.insertNetwork({
    id: ID_BASE.network + 2,
    name: 'Partners',
    permalink: 'partners',
    domain: 'partners.example.com',
    community: 1,
    paid: 0,
    header_background_color: '#3D5A40',
    header_text_color: '#FFFFFF',
    navigation_background_color: '#4F7352',
    navigation_text_color: '#FFFFFF',
    created_at: start - 200 * DAY_MS,
  });
  repo.insertApp({ ...DEMO_APP, id: ID_BASE.app + 1, created_at: start - 300 * DAY_MS });
}
