import { t } from '@lingui/core/macro';
import type { HistoryEntry, User } from '../../../contract/users';
import { parseWireDate } from '../../../contract/dates';

/** The years of a school or a company, as the service has them: either may be missing. */
export interface Years {
  start: string | null;
  end: string | null;
}

/** A school or a previous company, as one line: what, the role in it, the years, and what was done there. */
export interface HistoryLine {
  place: string | null;
  role: string | null;
  years: Years | null;
  description: string | null;
}

/** What a contact is, which the page names in the reader's language. */
export type ContactKind = 'email' | 'other-email' | 'work-phone' | 'mobile-phone' | 'phone';

export interface Contact {
  label: ContactKind;
  text: string;
  href: string;
}

export interface WebLink {
  text: string;
  /** Only http(s) addresses become links; anything else is shown as text. */
  href: string | null;
}

/** What a profile shows of a user object: only what holds something, read without trusting its shape. */
export interface ProfileFacts {
  name: string;
  /** For "More about …": the first word of the name the page shows. */
  shortName: string;
  jobTitle: string | null;
  department: string | null;
  location: string | null;
  emails: Contact[];
  phones: Contact[];
  /** The service ("AIM", "Skype") and the username, when there is a username. */
  im: { via: string | null; name: string } | null;
  summary: string | null;
  expertise: string | null;
  interests: string | null;
  schools: HistoryLine[];
  companies: HistoryLine[];
  /** A date (ms) to be written in the reader's language, or the service's text when it reads as none. */
  hireDate: number | string | null;
  links: WebLink[];
  significantOther: string | null;
  kids: string | null;
}

/** Text that says something, else null: the service sends null, "" and even [] for "nothing". */
function text(value: unknown): string | null {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/** `interests` may be a string, null, or a list (older payloads). */
function interestsOf(value: unknown): string | null {
  if (Array.isArray(value)) return text(value.map(text).filter(Boolean).join(', '));
  return text(value);
}

function years(entry: HistoryEntry): Years | null {
  const start = text(entry.start_year);
  const end = text(entry.end_year);
  return start || end ? { start, end } : null;
}

/** Rows whose every part is empty (the service keeps such rows, see user-old.json) are left out. */
function history(value: unknown, place: 'school' | 'company', role: 'degree' | 'position'): HistoryLine[] {
  return list(value).flatMap((item) => {
    const entry = record(item) as HistoryEntry;
    const line = {
      place: text(entry[place]),
      role: text(entry[role]),
      years: years(entry),
      description: text(entry.description),
    };
    return line.place || line.role || line.description ? [line] : [];
  });
}

const PHONE_KINDS: Record<string, ContactKind> = { work: 'work-phone', mobile: 'mobile-phone' };

function phones(contact: Record<string, unknown>): Contact[] {
  return list(contact.phone_numbers).flatMap((item) => {
    const { number, type } = record(item);
    const shown = text(number);
    if (!shown) return [];
    const label = PHONE_KINDS[String(type)] ?? 'phone';
    return [{ label, text: shown, href: `tel:${shown.replace(/[^\d+]/g, '')}` }];
  });
}

function emails(contact: Record<string, unknown>): Contact[] {
  // A placeholder address the service made up for someone without one is no way to reach them.
  if (contact.has_fake_email === true || contact.has_fake_email === 'true') return [];
  return list(contact.email_addresses).flatMap((item) => {
    const { address, type } = record(item);
    const shown = text(address);
    if (!shown) return [];
    return [{ label: type === 'primary' ? 'email' : 'other-email', text: shown, href: `mailto:${shown}` }];
  });
}

/** How the services the spec's `im_provider` names are written: product names, alike in every language. */
/* eslint-disable lingui/no-unlocalized-strings */
const IM_PROVIDERS: Record<string, string> = {
  aim: 'AIM',
  msn: 'MSN',
  icq: 'ICQ',
  gtalk: 'Google Talk',
  xmpp: 'XMPP',
};
/* eslint-enable lingui/no-unlocalized-strings */

function im(contact: Record<string, unknown>): ProfileFacts['im'] {
  const { provider, username } = record(contact.im);
  const name = text(username);
  if (!name) return null;
  const via = text(provider);
  if (!via) return { via: null, name };
  return { via: IM_PROVIDERS[via.toLowerCase()] ?? via.charAt(0).toUpperCase() + via.slice(1), name };
}

function webLink(value: unknown): WebLink[] {
  const shown = text(value);
  if (!shown) return [];
  let href: string | null = null;
  try {
    const url = new URL(shown);
    if (url.protocol === 'http:' || url.protocol === 'https:') href = url.href;
  } catch {
    // Not an address: shown as the words it is.
  }
  return [{ text: shown.replace(/^https?:\/\//i, '').replace(/\/$/, ''), href }];
}

/** `hire_date` comes as a wire date or a plain `YYYY-MM-DD`; a date without a time is read as UTC. */
function hireDate(value: unknown): number | string | null {
  const shown = text(value);
  if (!shown) return null;
  return parseWireDate(shown) ?? shown;
}

/**
 * The facts of a user. Called while a component renders that follows the language (the fallback name is
 * read from the catalog then); every other word is the page's to write.
 */
export function profileFacts(user: User): ProfileFacts {
  const u = user as unknown as Record<string, unknown>;
  const contact = record(u.contact);
  const name = text(u.full_name) ?? text(u.name) ?? t`Unnamed person`;
  return {
    name,
    shortName: name.split(/\s+/)[0] ?? name,
    jobTitle: text(u.job_title),
    department: text(u.department),
    location: text(u.location),
    emails: emails(contact),
    phones: phones(contact),
    im: im(contact),
    summary: text(u.summary),
    expertise: text(u.expertise),
    interests: interestsOf(u.interests),
    schools: history(u.schools, 'school', 'degree'),
    companies: history(u.previous_companies, 'company', 'position'),
    hireDate: hireDate(u.hire_date),
    links: list(u.external_urls).flatMap(webLink),
    significantOther: text(u.significant_other),
    kids: text(u.kids_names),
  };
}

/** Whether the profile holds anything beyond its header line (name, job, department, location). */
export function hasDetails(facts: ProfileFacts): boolean {
  const lists = [facts.emails, facts.phones, facts.schools, facts.companies, facts.links];
  const texts = [facts.im, facts.summary, facts.expertise, facts.interests, facts.hireDate];
  return lists.some((l) => l.length > 0) || [...texts, facts.significantOther, facts.kids].some(Boolean);
}
