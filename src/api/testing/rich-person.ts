import type { User } from '../../../contract/users';
import type { EmulatorService } from './emulator-service';

/**
 * A full profile, as the recorded older user has one (../shared/reference/fixtures/user-old.json): two
 * schools, two web profiles, a summary and expertise; no location, interests nor previous companies.
 */
export const RICH = {
  job_title: 'Social animal',
  summary: 'A summary',
  expertise: 'Socializing',
  work_telephone: '+1 555 0100',
  education: [
    'Universe-ity,Msc Universe,Dissertation: How to beat Skeletor,2007,2009',
    'School,Bsc Eligibility,Rose ceremony champion,2001,2004',
  ],
  external_urls: ['http://github.com/SpringSource', 'http://www.springframework.org'],
} as const;

/**
 * Makes `email` (the reader by default) that rich person, inside the test's transaction, through the
 * emulator's own profile update (`PUT /users/ID.json`, as that person): what the emulator then serves is
 * what it made of those parameters. Returns the person as the emulator serves them now.
 */
export async function arrangeRichPerson(service: EmulatorService, email?: string): Promise<User> {
  const id = email === undefined ? service.userId : service.emulator.repo.userByEmail(email)?.id;
  if (id === undefined) throw new Error(`no demo user ${email ?? ''}`);
  const form = new URLSearchParams({
    job_title: RICH.job_title,
    summary: RICH.summary,
    expertise: RICH.expertise,
    work_telephone: RICH.work_telephone,
    location: '',
    interests: '',
  });
  for (const entry of RICH.education) form.append('education[]', entry);
  for (const url of RICH.external_urls) form.append('external_urls[]', url);
  const answer = await service.ask(`/api/v1/users/${String(id)}.json`, { method: 'PUT', body: form }, email);
  if (!answer.ok) throw new Error(`the emulator refused the profile: ${await answer.text()}`);
  // The seed gives everyone a hire date; the rich person, like the recorded one, has none.
  service.emulator.db.prepare('UPDATE users SET hire_date = NULL WHERE id = ?').run(id);
  return (await (await service.ask(`/api/v1/users/${String(id)}.json`)).json()) as User;
}
