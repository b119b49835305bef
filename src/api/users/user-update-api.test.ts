import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { FeedEnvelope } from '../../../contract/messages';
import type { User } from '../../../contract/users';
import { messageQueries } from '../messages/messages-api';
import { emulatorService } from '../testing/emulator-service';
import { readFixture } from '../testing/fixtures';
import { applyUpdatedUser, updateUser, userUpdateForm } from './user-update-api';
import { userQueries } from './users-api';

const me = readFixture('user-current.json') as User;
const school = { school: 'MIT', degree: 'BSc', description: '', start_year: '2001', end_year: '2005' };

describe('userUpdateForm', () => {
  it('repeats education[] and previous_companies[], each entry its parts joined by commas in the spec order', () => {
    expect(
      userUpdateForm({
        job_title: 'Dev',
        external_profiles: ['https://a.example.com', 'https://b.example.com'],
        education: [
          school,
          { ...school, school: ' Night school ', degree: '', start_year: '', end_year: '' },
        ],
        previous_companies: [
          { company: 'Acme', position: 'Clerk', description: 'Filing', start_year: '1999', end_year: '2001' },
        ],
      }),
    ).toEqual({
      job_title: 'Dev',
      external_profiles: 'https://a.example.com\nhttps://b.example.com',
      'education[]': ['MIT,BSc,,2001,2005', 'Night school,,,,'],
      'previous_companies[]': ['Acme,Clerk,Filing,1999,2001'],
    });
  });

  it('an empty history goes as one empty value, which clears it; one left out is unchanged', () => {
    expect(userUpdateForm({ education: [school], previous_companies: [] })).toEqual({
      'education[]': ['MIT,BSc,,2001,2005'],
      'previous_companies[]': [''],
    });
    expect(userUpdateForm({ summary: '' })).toEqual({ summary: '' });
  });

  it('never sends a part holding a comma: it would shift every later part', () => {
    expect(() => userUpdateForm({ education: [{ ...school, degree: 'BSc, Hons' }] })).toThrow(/comma/);
  });
});

describe('updateUser', () => {
  it('PUTs users/ID.json form-encoded and reads the user it answers, which the service keeps', async () => {
    const service = emulatorService();
    const forms: URLSearchParams[] = [];
    service.intercept(async (request) => {
      forms.push(new URLSearchParams(await request.text()));
      return undefined;
    });
    const user = await updateUser(service.userId, {
      job_title: 'Dev',
      external_profiles: ['https://a.example.com', 'https://b.example.com'],
      education: [school, { ...school, school: 'Night school' }],
    });
    expect(service.requests).toEqual([`PUT /api/v1/users/${String(service.userId)}.json`]);
    expect(forms.map((form) => [...form])).toEqual([
      [
        ['job_title', 'Dev'],
        ['external_profiles', 'https://a.example.com\nhttps://b.example.com'],
        ['education[]', 'MIT,BSc,,2001,2005'],
        ['education[]', 'Night school,BSc,,2001,2005'],
      ],
    ]);
    expect(user?.job_title).toBe('Dev');
    const stored = (await (await service.ask('/api/v1/users/current.json')).json()) as User;
    expect(stored.job_title).toBe('Dev');
    expect(stored.schools.map((entry) => entry.school)).toEqual(['MIT', 'Night school']);
  });

  it('an empty answer is a save without the user (the caller asks again)', async () => {
    const service = emulatorService();
    service.intercept(() => new Response(null, { status: 200 }));
    expect(await updateUser(service.userId, { summary: 'x' })).toBeNull();
  });
});

describe('applyUpdatedUser', () => {
  it('puts the user in users/current (keeping web_preferences), the profile, directory pages and feed references', () => {
    const client = new QueryClient();
    const other = { ...me, id: 77, full_name: 'Other' };
    const updated = { ...me, full_name: 'John Q. Smith', job_title: 'Lead' };
    delete (updated as Partial<User>).web_preferences;
    client.setQueryData(userQueries.current().queryKey, me);
    client.setQueryData(
      userQueries.directory({ page: 1, letter: undefined, sortBy: 'name', reverse: false }).queryKey,
      [other, me],
    );
    const otherPage = [other];
    client.setQueryData(
      userQueries.directory({ page: 2, letter: undefined, sortBy: 'name', reverse: false }).queryKey,
      otherPage,
    );
    const feedKey = messageQueries.feed({ feed: 'all' }, 'threaded').queryKey;
    const envelope = {
      messages: [],
      references: [
        { type: 'user', id: me.id, name: me.name, full_name: me.full_name, job_title: me.job_title },
        { type: 'user', id: 77, name: 'other', full_name: 'Other' },
      ],
      meta: {},
      threaded_extended: {},
    } as unknown as FeedEnvelope;
    client.setQueryData(feedKey, { pages: [envelope], pageParams: [undefined] });

    applyUpdatedUser(client, updated);

    const current = client.getQueryData(userQueries.current().queryKey);
    expect(current?.full_name).toBe('John Q. Smith');
    expect(current?.web_preferences).toEqual(me.web_preferences);
    expect(client.getQueryData(userQueries.detail(me.id).queryKey)?.job_title).toBe('Lead');
    const page1 = client.getQueryData(
      userQueries.directory({ page: 1, letter: undefined, sortBy: 'name', reverse: false }).queryKey,
    );
    expect(page1?.map((u) => u.full_name)).toEqual(['Other', 'John Q. Smith']);
    // A page without the person is left as it was (same object: nothing re-renders).
    expect(
      client.getQueryData(
        userQueries.directory({ page: 2, letter: undefined, sortBy: 'name', reverse: false }).queryKey,
      ),
    ).toBe(otherPage);
    const refs = client.getQueryData(feedKey)?.pages[0]?.references;
    expect(refs?.map((r) => ('full_name' in r ? r.full_name : null))).toEqual(['John Q. Smith', 'Other']);
  });
});
