import type { Prng } from './prng';

/**
 * Work-chat text composed from templates. Slots: {mention} another person, {topic} a hashtag of the group,
 * {project}, {customer}, {day}, {time}, {n}, {pct}, {doc} a link, {city}.
 */
export const STARTERS = [
  'Heads up: the {project} release moves to {day}. Release notes are in {doc} {topic}',
  'Quick poll: who is joining the {project} retro on {day} at {time}? {mention} can you take notes?',
  'We just closed {customer}! Huge thanks to {mention} for the demo that sealed it. {topic}',
  'Incident review for last night is up: {doc} Root cause was a config change in {project}; fix is rolled out. {topic}',
  'Does anyone have a contact at {customer}? We want to set up a reference call for {project}.',
  'Reminder: please submit expenses for {month} by {day}. Ping {mention} if the tool gives you trouble.',
  'The new onboarding checklist for {project} is ready for review: {doc} Comments welcome until {day}. {topic}',
  'Design critique on {day} at {time}: we will look at the {project} settings page. Bring opinions! {topic}',
  'Customer feedback digest: {n} tickets this week mention {project} search. Top ask is better filters. {topic}',
  'Kudos to {mention} for untangling the {project} migration over the weekend. That was not easy. {topic}',
  'We are hiring two more engineers for {project}. Referrals very welcome: {doc} {topic}',
  'Lunch and learn on {day}: {mention} walks us through what we learned shipping {project}.',
  'Our {project} dashboard now loads {pct}% faster after the caching work. Numbers: {doc}',
  'Planning for next quarter starts {day}. Please add your team goals to {doc} before then. {topic}',
  'Has anyone tried running {project} locally on the new laptops? I keep hitting a certificate error.',
  'Office update: the {city} office kitchen is closed on {day} for repairs. Coffee is on the 3rd floor.',
  'Security reminder: phishing emails pretending to be from {customer} are going around. Report, do not click. {topic}',
  'The accessibility audit of {project} found {n} issues, most of them contrast. Tracking them here: {doc} {topic}',
  'Book club pick for next month: "The Culture Map". Discussion on the last Friday, {time}. {topic}',
  'Who wants to pair on the {project} flaky tests this week? I have {day} afternoon free. {topic}',
  "Sharing the slides from today's all hands: {doc} Thanks everyone for the great questions.",
  'Support volume was up {pct}% after the {project} launch. {mention} and team handled it brilliantly. {topic}',
  'Welcome {mention} to the team! They join us from {customer} and will work on {project}.',
  'Can we agree on a naming convention for {project} feature flags? Proposal: {doc}',
  'Games night in {city} on {day} at {time}. Pizza provided, bring a friend from another team. {topic}',
  'Roadmap draft for {project} is out for comments: {doc} Biggest open question is the pricing tier. {topic}',
  'The {project} API now returns errors with a clear message for every field. Docs updated at {doc}',
  'Remote folks: we are trying a no-meeting {day} experiment for the next {n} weeks. Thoughts? {topic}',
  'FYI the VPN certificate rotates on {day}. You may need to sign in again around {time}.',
  '{customer} renewed for another three years, including the {project} add-on. Great work {mention}! {topic}',
  'Research findings from {n} customer interviews on {project} onboarding: {doc} {topic}',
  'On call handover: quiet week for {project}, one page on {day} about disk space. Runbook updated. {topic}',
] as const;

export const REPLIES = [
  'Thanks for sharing!',
  'Great news, well done everyone.',
  'I can take notes, {mention}.',
  'Count me in.',
  'Can we move it to {time}? I have a clash.',
  '+1, this has been bugging our team for weeks.',
  'Left a few comments in the doc.',
  'Nice work {mention}!',
  'Is there a recording for people in other time zones?',
  'We saw the same thing in {project}. Happy to compare notes.',
  'Looks good to me. One question: does this affect the {city} team?',
  'I will be there.',
  'This is really helpful, thank you.',
  'Do we have numbers for last quarter to compare?',
  'Agree with {mention} here.',
  "Let's discuss on {day}, I will add it to the agenda.",
  'Congrats! Well deserved.',
  'Can you share the link again? The old one is broken.',
  'We fixed that in the last sprint, it should be gone after the next deploy.',
  'Adding {mention} who owns this area.',
  'Love it. {topic}',
  'Sounds like a plan.',
  'I have a draft ready, will post it by {day}.',
  'What is the deadline for feedback?',
  'Happy to help test.',
  'Following, we need this for {customer} too.',
  'Thanks {mention}, that unblocked me.',
  'Updated the runbook with this.',
] as const;

const PROJECTS = [
  'Atlas',
  'Beacon',
  'Compass',
  'Harbor',
  'Lighthouse',
  'Mosaic',
  'Nimbus',
  'Orbit',
  'Prism',
  'Relay',
];
const CUSTOMERS = [
  'Northwind',
  'Fabrikam',
  'Contoso',
  'Tailspin Toys',
  'Woodgrove Bank',
  'Adventure Works',
  'Litware',
  'Proseware',
];
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
const TIMES = ['9:30', '10:00', '11:00', '13:30', '14:00', '15:30', '16:00'];
const MONTHS = ['May', 'June', 'July', 'August', 'September', 'October'];
const CITIES = ['London', 'Berlin', 'Toronto', 'Copenhagen', 'Lisbon', 'Singapore'];

export interface TextContext {
  mention: () => string;
  topic: () => string;
}

export function compose(template: string, prng: Prng, context: TextContext): string {
  const text = template.replace(/\{(\w+)\}/g, (_, slot: string) => {
    switch (slot) {
      case 'mention':
        return context.mention();
      case 'topic':
        return context.topic();
      case 'project':
        return prng.pick(PROJECTS);
      case 'customer':
        return prng.pick(CUSTOMERS);
      case 'day':
        return prng.pick(DAYS);
      case 'time':
        return prng.pick(TIMES);
      case 'month':
        return prng.pick(MONTHS);
      case 'city':
        return prng.pick(CITIES);
      case 'n':
        return String(prng.int(3, 48));
      case 'pct':
        return String(prng.int(8, 65));
      case 'doc':
        return `https://docs.example.com/d/${prng.int(1000, 9999)}`;
      default:
        return slot;
    }
  });
  return text.replace(/\s+$/, '');
}
