// Seed data: the demo network's cast and groups, declarations and literals only, no logic. It stays one file
// over 300 lines because the lists are read as a whole (who is in the demo), and splitting them would only
// scatter the cast; the seed's logic lives in seed.ts and the seed-*.ts modules.

/** The cast of the demo network. Fixed people first; the rest are composed from these lists. */
export interface PersonSeed {
  email: string;
  name: string;
  firstName: string;
  lastName: string;
  jobTitle: string;
  department: string;
  location: string;
  verifiedAdmin?: boolean;
}

export const FIXED_PEOPLE: PersonSeed[] = [
  {
    email: 'admin@example.com',
    name: 'admin',
    firstName: 'Ada',
    lastName: 'Admin',
    jobTitle: 'IT Administrator',
    department: 'IT',
    location: 'London',
    verifiedAdmin: true,
  },
  {
    email: 'alice@example.com',
    name: 'alice',
    firstName: 'Alice',
    lastName: 'Andersen',
    jobTitle: 'Product Manager',
    department: 'Product',
    location: 'Copenhagen',
  },
  {
    email: 'bob@example.com',
    name: 'bob',
    firstName: 'Bob',
    lastName: 'Barnes',
    jobTitle: 'Senior Software Engineer',
    department: 'Engineering',
    location: 'Toronto',
  },
];

export const FIRST_NAMES = [
  'Maria',
  'James',
  'Priya',
  'Chen',
  'Fatima',
  'Lukas',
  'Sofia',
  'Kwame',
  'Hannah',
  'Diego',
  'Aiko',
  'Omar',
  'Elena',
  'Tomasz',
  'Grace',
  'Rahul',
  'Ingrid',
  'Mateo',
  'Noah',
  'Amara',
  'Yusuf',
  'Claire',
  'Ravi',
  'Lena',
  'Samuel',
  'Zara',
  'Felix',
  'Mei',
  'Oliver',
  'Nadia',
  'Jonas',
  'Leila',
  'Daniel',
  'Chloe',
  'Arjun',
  'Freya',
  'Marcus',
  'Isabel',
  'Kenji',
  'Olivia',
  'Tariq',
  'Julia',
  'Pedro',
  'Anya',
  'Henrik',
  'Lucia',
  'Emeka',
  'Sara',
  'Victor',
  'Hana',
  'Ethan',
  'Rosa',
  'Malik',
  'Emma',
  'Nikolai',
  'Ava',
  'Sipho',
  'Laura',
  'Kai',
  'Ines',
] as const;

export const LAST_NAMES = [
  'Garcia',
  'Okafor',
  'Natarajan',
  'Wei',
  'Haddad',
  'Becker',
  'Rossi',
  'Mensah',
  'Schmidt',
  'Fernandez',
  'Tanaka',
  'Farouk',
  'Petrova',
  'Kowalski',
  'Murphy',
  'Iyer',
  'Larsen',
  'Silva',
  'Cohen',
  'Adeyemi',
  'Demir',
  'Dubois',
  'Sharma',
  'Vogel',
  'Osei',
  'Khan',
  'Novak',
  'Lin',
  'Bennett',
  'Haddadi',
  'Berg',
  'Rahimi',
  'Park',
  'Moreau',
  'Mehta',
  'Nilsson',
  'Reyes',
  'Santos',
  'Sato',
  'Walsh',
  'Aziz',
  'Keller',
  'Costa',
  'Ivanova',
  'Halvorsen',
  'Romero',
  'Eze',
  'Lindqvist',
  'Morales',
  'Yamamoto',
  'Clarke',
  'Ortiz',
  'Hussain',
  'Fischer',
] as const;

export const DEPARTMENTS: { name: string; titles: string[] }[] = [
  {
    name: 'Engineering',
    titles: [
      'Software Engineer',
      'Senior Software Engineer',
      'Staff Engineer',
      'Engineering Manager',
      'QA Engineer',
      'Site Reliability Engineer',
    ],
  },
  { name: 'Product', titles: ['Product Manager', 'Senior Product Manager', 'Product Analyst'] },
  { name: 'Design', titles: ['Product Designer', 'UX Researcher', 'Design Lead'] },
  { name: 'Sales', titles: ['Account Executive', 'Sales Engineer', 'Regional Sales Director'] },
  { name: 'Marketing', titles: ['Content Strategist', 'Marketing Manager', 'Brand Designer'] },
  {
    name: 'Customer Success',
    titles: ['Customer Success Manager', 'Support Specialist', 'Support Team Lead'],
  },
  { name: 'People', titles: ['HR Business Partner', 'Recruiter', 'People Operations Lead'] },
  { name: 'Finance', titles: ['Financial Analyst', 'Controller', 'Payroll Specialist'] },
  { name: 'Security', titles: ['Security Engineer', 'Compliance Manager'] },
];

export const LOCATIONS = [
  'London',
  'Berlin',
  'Toronto',
  'Copenhagen',
  'Lisbon',
  'Singapore',
  'Austin',
  'Remote',
] as const;

export const PARTNER_PEOPLE: PersonSeed[] = [
  {
    email: 'priya@northwind.example',
    name: 'priya.northwind',
    firstName: 'Priya',
    lastName: 'Raman',
    jobTitle: 'Partner Manager',
    department: 'Alliances',
    location: 'Bangalore',
  },
  {
    email: 'tom@fabrikam.example',
    name: 'tom.fabrikam',
    firstName: 'Tom',
    lastName: 'Eriksen',
    jobTitle: 'Solutions Architect',
    department: 'Consulting',
    location: 'Oslo',
  },
  {
    email: 'lucy@contoso.example',
    name: 'lucy.contoso',
    firstName: 'Lucy',
    lastName: 'Moreno',
    jobTitle: 'Integration Lead',
    department: 'Engineering',
    location: 'Madrid',
  },
  {
    email: 'samir@northwind.example',
    name: 'samir.northwind',
    firstName: 'Samir',
    lastName: 'Haddad',
    jobTitle: 'Account Director',
    department: 'Sales',
    location: 'Dubai',
  },
];

export interface GroupSeed {
  name: string;
  fullName: string;
  description: string;
  privacy: 'public' | 'private';
  /** Departments whose people tend to join. */
  departments: string[];
  topics: string[];
}

export const GROUPS: GroupSeed[] = [
  {
    name: 'engineering',
    fullName: 'Engineering',
    description: 'Builds, releases, incidents and everything in between.',
    privacy: 'public',
    departments: ['Engineering', 'Security'],
    topics: ['release', 'incident', 'techdebt', 'oncall'],
  },
  {
    name: 'product-launches',
    fullName: 'Product Launches',
    description: 'Launch plans, dates and go-to-market checklists.',
    privacy: 'public',
    departments: ['Product', 'Marketing', 'Sales'],
    topics: ['launch', 'release', 'roadmap'],
  },
  {
    name: 'design-guild',
    fullName: 'Design Guild',
    description: 'Critiques, research findings and the design system.',
    privacy: 'public',
    departments: ['Design', 'Product'],
    topics: ['design', 'accessibility', 'research'],
  },
  {
    name: 'sales-wins',
    fullName: 'Sales Wins',
    description: 'Share your wins and what made them happen.',
    privacy: 'public',
    departments: ['Sales', 'Customer Success'],
    topics: ['wins', 'customerfeedback'],
  },
  {
    name: 'customer-support',
    fullName: 'Customer Support',
    description: 'Escalations, trends and help articles.',
    privacy: 'public',
    departments: ['Customer Success', 'Engineering'],
    topics: ['customerfeedback', 'incident'],
  },
  {
    name: 'leadership-team',
    fullName: 'Leadership Team',
    description: 'Planning and decisions of the leadership team.',
    privacy: 'private',
    departments: [],
    topics: ['okr', 'planning'],
  },
  {
    name: 'security-council',
    fullName: 'Security Council',
    description: 'Threat reviews and compliance work. Members only.',
    privacy: 'private',
    departments: ['Security', 'IT'],
    topics: ['security', 'compliance'],
  },
  {
    name: 'social-club',
    fullName: 'Social Club',
    description: 'Lunches, games nights and the summer party.',
    privacy: 'public',
    departments: [],
    topics: ['social', 'kudos'],
  },
  {
    name: 'remote-workers',
    fullName: 'Remote Workers',
    description: 'Tips and company for everyone working away from an office.',
    privacy: 'public',
    departments: [],
    topics: ['remote', 'wellbeing'],
  },
  {
    name: 'book-club',
    fullName: 'Book Club',
    description: 'One book a month, discussed on the last Friday.',
    privacy: 'public',
    departments: [],
    topics: ['books'],
  },
  {
    name: 'people-ops',
    fullName: 'People Ops',
    description: 'Hiring, onboarding and benefits.',
    privacy: 'public',
    departments: ['People', 'Finance'],
    topics: ['hiring', 'onboarding'],
  },
  {
    name: 'berlin-office',
    fullName: 'Berlin Office',
    description: 'Everything about our Berlin office.',
    privacy: 'public',
    departments: [],
    topics: ['office', 'social'],
  },
];

export const PARTNER_GROUPS: GroupSeed[] = [
  {
    name: 'joint-roadmap',
    fullName: 'Joint Roadmap',
    description: 'What we build together with our partners.',
    privacy: 'public',
    departments: [],
    topics: ['roadmap', 'integration'],
  },
  {
    name: 'partner-enablement',
    fullName: 'Partner Enablement',
    description: 'Training material and certification.',
    privacy: 'private',
    departments: [],
    topics: ['training'],
  },
];
