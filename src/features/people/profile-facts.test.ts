import { describe, expect, it } from 'vitest';
import type { User } from '../../../contract/users';
import { readFixture } from '../../api/testing/fixtures';
import { hasDetails, profileFacts } from './profile-facts';

const current = readFixture('user-current.json') as User;
const old = readFixture('user-old.json') as User;
const [modern] = readFixture('users-list-modern.json') as User[];

describe('profileFacts', () => {
  it('reads the recorded users/current: empty texts are nothing, contacts are links', () => {
    const facts = profileFacts(current);
    expect(facts).toMatchObject({
      name: 'John Smith',
      shortName: 'John',
      jobTitle: 'Web dev',
      department: 'Engineering',
      location: 'San Francisco',
      // "" everywhere, and an AIM provider without a username: nothing to show.
      summary: null,
      expertise: null,
      interests: null,
      im: null,
      hireDate: null,
      significantOther: null,
      kids: null,
      schools: [],
      companies: [],
      links: [],
    });
    expect(facts.emails).toEqual([
      { label: 'email', text: 'jsmith@yammer-inc.com', href: 'mailto:jsmith@yammer-inc.com' },
    ]);
    expect(facts.phones).toEqual([{ label: 'mobile-phone', text: '6616007618', href: 'tel:6616007618' }]);
  });

  it('reads the older shape: interests [], schools with an all-empty row, websites, two phones', () => {
    const facts = profileFacts(old);
    expect(facts.interests).toBeNull();
    expect(facts.location).toBeNull();
    expect(facts.summary).toBe('A summary');
    expect(facts.expertise).toBe('Socializing');
    expect(facts.schools).toEqual([
      {
        place: 'Universe-ity',
        role: 'Msc Universe',
        years: { start: '2007', end: '2009' },
        description: 'Dissertation: How to beat Skeletor',
      },
      {
        place: 'School',
        role: 'Bsc Eligibility',
        years: { start: '2001', end: '2004' },
        description: 'Rose ceremony champion',
      },
    ]);
    expect(facts.links).toEqual([
      { text: 'github.com/SpringSource', href: 'http://github.com/SpringSource' },
      { text: 'www.springframework.org', href: 'http://www.springframework.org/' },
    ]);
    expect(facts.phones.map((p) => p.label)).toEqual(['work-phone', 'mobile-phone']);
    expect(facts.emails.map((e) => e.label)).toEqual(['other-email']);
  });

  it('reads the current list shape, where most texts are null and the job title is ""', () => {
    if (!modern) throw new Error('no user in users-list-modern.json');
    const facts = profileFacts(modern);
    expect(facts).toMatchObject({ name: 'John Doe', jobTitle: null, department: null, location: null });
    expect(facts.interests).toBeNull();
    expect(hasDetails(facts)).toBe(true);
  });

  it('shows nothing for a user whose every optional field is missing or of an odd type', () => {
    const bare = {
      type: 'user',
      id: 1,
      full_name: 'Ann Bare',
      interests: ['chess', '', 3],
    } as unknown as User;
    const facts = profileFacts(bare);
    expect(facts.interests).toBe('chess, 3');
    expect(facts.emails).toEqual([]);
    expect(hasDetails({ ...facts, interests: null })).toBe(false);
  });

  it('hides a made-up email, links only http(s) addresses, and reads both forms of hire_date', () => {
    const user = {
      ...current,
      contact: { ...current.contact, has_fake_email: true },
      external_urls: ['javascript:alert(1)', 'https://example.org/me/'],
      hire_date: '2012-03-01',
      previous_companies: [{ company: 'Initech', position: '', start_year: null, end_year: 2011 }],
    } as User;
    const facts = profileFacts(user);
    expect(facts.emails).toEqual([]);
    expect(facts.links).toEqual([
      { text: 'javascript:alert(1)', href: null },
      { text: 'example.org/me', href: 'https://example.org/me/' },
    ]);
    expect(facts.hireDate).toBe(Date.UTC(2012, 2, 1));
    expect(profileFacts({ ...user, hire_date: '2013/03/13 21:08:48 +0000' }).hireDate).toBe(
      Date.UTC(2013, 2, 13, 21, 8, 48),
    );
    expect(profileFacts({ ...user, hire_date: 'soon' }).hireDate).toBe('soon');
    expect(facts.companies).toEqual([
      { place: 'Initech', role: null, years: { start: null, end: '2011' }, description: null },
    ]);
    const im = (provider: string) =>
      profileFacts({ ...user, contact: { ...user.contact, im: { provider, username: 'jo' } } }).im;
    expect([im('aim'), im('skype'), im('')]).toEqual([
      { via: 'AIM', name: 'jo' },
      { via: 'Skype', name: 'jo' },
      { via: null, name: 'jo' },
    ]);
  });
});
