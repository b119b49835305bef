import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '../db/open-db';
import { createRepository, type Repository } from '../db/repository';
import { cleanupTestFiles, tempDbFile } from '../test/test-app';
import { seedDemo } from './seed';
import { SCALED_ORG_LEAD_EMAIL, SCALED_TEAM_SIZE } from './scaled-org-seed';

afterAll(cleanupTestFiles);

function seeded(exact: boolean): { repo: Repository; close: () => void; users: number } {
  const db = openDb(tempDbFile());
  const repo = createRepository(db);
  const summary = seedDemo(repo, { messages: 200, exact });
  return { repo, close: () => db.close(), users: summary.users };
}

/** The managers above a person, each the first superior of the one below, up to the top. */
function chainAbove(repo: Repository, networkId: number, userId: number): string[] {
  const chain: string[] = [];
  for (let id = userId; ;) {
    const boss = repo.relationshipsOf(networkId, id).superiors[0];
    if (!boss || chain.length > 10) return chain;
    chain.push(boss.job_title);
    id = boss.id;
  }
}

describe('the scaled seed (--scale) for the org chart bench', () => {
  it('holds a person with a five-level chain up to the CEO and forty direct reports', () => {
    const { repo, close } = seeded(true);
    const corp = repo.networkByPermalink('example.com');
    const lead = repo.userByEmail(SCALED_ORG_LEAD_EMAIL);
    if (!corp || !lead) throw new Error('no team lead in the scaled seed');
    expect(chainAbove(repo, corp.id, lead.id)).toEqual([
      'Engineering Manager',
      'Senior Engineering Manager',
      'Director of Platform Engineering',
      'VP of Platform',
      'Chief Executive Officer',
    ]);
    const team = repo.relationshipsOf(corp.id, lead.id).subordinates;
    expect(team).toHaveLength(SCALED_TEAM_SIZE);
    expect(new Set(team.map((p) => p.email)).size).toBe(SCALED_TEAM_SIZE);
    expect(repo.membership(corp.id, lead.id)?.state).toBe('active');
    close();
  });

  it('leaves the default seed as it was: no Platform division, the same people', () => {
    const plain = seeded(false);
    const scaled = seeded(true);
    expect(plain.repo.userByEmail(SCALED_ORG_LEAD_EMAIL)).toBeUndefined();
    expect(scaled.users - plain.users).toBe(5 + SCALED_TEAM_SIZE);
    plain.close();
    scaled.close();
  });
});
