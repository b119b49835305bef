import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { formatDate } from '../../i18n/dates-and-lists';
import { Fact, FACT_LINK, type FactSpan } from './profile-fact';
import type { Contact, ContactKind, HistoryLine, ProfileFacts, Years } from './profile-facts';

const CONTACT_LABELS: Record<ContactKind, MessageDescriptor> = {
  email: msg`Email`,
  'other-email': msg`Other email`,
  'work-phone': msg`Work phone`,
  'mobile-phone': msg`Mobile phone`,
  phone: msg`Phone`,
};

function Contacts({ items }: { items: Contact[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={`${item.label}:${item.text}`}>
          <a href={item.href} className={FACT_LINK}>
            {item.text}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** "2007–2009", "2007–" (still there), "until 2011", or one year when both are the same. */
function useYears(): (years: Years) => string {
  const { t } = useLingui();
  return ({ start, end }) => {
    if (start && end) return start === end ? start : t`${start}–${end}`;
    if (start) return t({ message: `${start}–`, comment: 'years at a school or company, with no end yet' });
    return t`until ${end}`;
  };
}

function History({ lines }: { lines: HistoryLine[] }) {
  const { t } = useLingui();
  const yearsText = useYears();
  return (
    <ul className="space-y-1">
      {lines.map((line, i) => {
        const { place, role } = line;
        const years = line.years ? yearsText(line.years) : null;
        return (
          <li key={i}>
            <span className="font-medium">
              {place && role
                ? t({
                    message: `${place}, ${role}`,
                    comment: 'a school and the degree, or a company and the position',
                  })
                : (place ?? role)}
            </span>
            {years ? (
              <span className="text-slate-600 dark:text-slate-300">
                {' '}
                {t({ message: `(${years})`, comment: 'the years, after a school or a company' })}
              </span>
            ) : null}
            {line.description ? (
              <span className="block text-sm text-slate-700 dark:text-slate-200">{line.description}</span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/** A fact only when it holds something: nothing empty is ever shown as a bare label. */
function When({
  value,
  label,
  span,
  children,
}: {
  value: unknown;
  label: string;
  span?: FactSpan;
  children?: ReactNode;
}) {
  const has = Array.isArray(value) ? value.length > 0 : Boolean(value);
  if (!has) return null;
  return (
    <Fact label={label} {...(span ? { span } : {})}>
      {children ?? String(value)}
    </Fact>
  );
}

/** The hire date in the reader's language; the service's own text when it is no date. */
function hireDateText(locale: string, value: ProfileFacts['hireDate']): string | null {
  if (typeof value !== 'number') return value;
  // A date without a time of day: read in UTC, as it was written.
  return formatDate(locale, value, { dateStyle: 'long', timeZone: 'utc' });
}

/** Contact details and the rest of what the user object carries: short facts first, prose last. */
export function ProfileDetails({ facts }: { facts: ProfileFacts }) {
  const { t, i18n } = useLingui();
  // Two work numbers are one fact with two lines, not two facts of the same name.
  const phones = new Map<ContactKind, Contact[]>();
  for (const phone of facts.phones) phones.set(phone.label, [...(phones.get(phone.label) ?? []), phone]);
  const firstEmail = facts.emails[0]?.label;
  const via = facts.im?.via;
  const username = facts.im?.name;
  const imText = via
    ? t({ message: `${via}: ${username}`, comment: 'a messaging service and a username' })
    : username;
  return (
    <>
      <When
        value={facts.emails}
        label={facts.emails.length > 1 ? t`Email addresses` : i18n._(CONTACT_LABELS[firstEmail ?? 'email'])}
      >
        <Contacts items={facts.emails} />
      </When>
      {[...phones].map(([label, items]) => (
        <Fact key={label} label={i18n._(CONTACT_LABELS[label])}>
          <Contacts items={items} />
        </Fact>
      ))}
      <When value={imText} label={t`Instant messaging`} />
      <When value={hireDateText(i18n.locale, facts.hireDate)} label={t`Hire date`} />
      <When value={facts.links} label={t`Websites`}>
        <ul>
          {facts.links.map((link) => (
            <li key={link.text}>
              {link.href ? (
                <a href={link.href} rel="noreferrer" className={FACT_LINK}>
                  {link.text}
                </a>
              ) : (
                link.text
              )}
            </li>
          ))}
        </ul>
      </When>
      <When value={facts.expertise} label={t`Expertise`} />
      <When value={facts.interests} label={t`Interests`} />
      <When value={facts.significantOther} label={t`Significant other`} />
      <When value={facts.kids} label={t`Children`} />
      <When value={facts.summary} label={t`Summary`} span="row">
        <p className="whitespace-pre-line">{facts.summary}</p>
      </When>
      <When value={facts.schools} label={t`Education`} span="row">
        <History lines={facts.schools} />
      </When>
      <When value={facts.companies} label={t`Previous companies`} span="row">
        <History lines={facts.companies} />
      </When>
    </>
  );
}
