import type { ReactNode } from 'react';
import { Fact, FACT_LINK, type FactSpan } from './profile-fact';
import type { Contact, HistoryLine, ProfileFacts } from './profile-facts';

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

function History({ lines }: { lines: HistoryLine[] }) {
  return (
    <ul className="space-y-1">
      {lines.map((line, i) => (
        <li key={i}>
          <span className="font-medium">{[line.place, line.role].filter(Boolean).join(', ')}</span>
          {line.years ? <span className="text-slate-600 dark:text-slate-300"> ({line.years})</span> : null}
          {line.description ? (
            <span className="block text-sm text-slate-700 dark:text-slate-200">{line.description}</span>
          ) : null}
        </li>
      ))}
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

/** Contact details and the rest of what the user object carries: short facts first, prose last. */
export function ProfileDetails({ facts }: { facts: ProfileFacts }) {
  // Two work numbers are one fact with two lines, not two facts of the same name.
  const phones = new Map<string, Contact[]>();
  for (const phone of facts.phones) phones.set(phone.label, [...(phones.get(phone.label) ?? []), phone]);
  return (
    <>
      <When
        value={facts.emails}
        label={facts.emails.length > 1 ? 'Email addresses' : (facts.emails[0]?.label ?? 'Email')}
      >
        <Contacts items={facts.emails} />
      </When>
      {[...phones].map(([label, items]) => (
        <Fact key={label} label={label}>
          <Contacts items={items} />
        </Fact>
      ))}
      <When value={facts.im} label="Instant messaging" />
      <When value={facts.hireDate} label="Hire date" />
      <When value={facts.links} label="Websites">
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
      <When value={facts.expertise} label="Expertise" />
      <When value={facts.interests} label="Interests" />
      <When value={facts.significantOther} label="Significant other" />
      <When value={facts.kids} label="Children" />
      <When value={facts.summary} label="Summary" span="row">
        <p className="whitespace-pre-line">{facts.summary}</p>
      </When>
      <When value={facts.schools} label="Education" span="row">
        <History lines={facts.schools} />
      </When>
      <When value={facts.companies} label="Previous companies" span="row">
        <History lines={facts.companies} />
      </When>
    </>
  );
}
