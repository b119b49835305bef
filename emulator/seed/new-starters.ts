import type { PersonSeed } from './people-data';

const STARTERS: [first: string, last: string, jobTitle: string, department: string, location: string][] = [
  ['Astrid', 'Holm', 'Software Engineer', 'Engineering', 'Copenhagen'],
  ['Bruno', 'Lopes', 'Account Executive', 'Sales', 'Lisbon'],
  ['Carmen', 'Vidal', 'Product Designer', 'Design', 'Remote'],
  ['Dmitri', 'Orlov', 'Data Analyst', 'Finance', 'London'],
  ['Esther', 'Mwangi', 'Recruiter', 'People', 'Nairobi'],
  ['Farid', 'Karimi', 'Site Reliability Engineer', 'Engineering', 'Toronto'],
  ['Gemma', 'Doyle', 'Content Strategist', 'Marketing', 'Dublin'],
  ['Hugo', 'Lambert', 'Product Analyst', 'Product', 'Paris'],
  ['Imani', 'Okoro', 'Customer Success Manager', 'Customer Success', 'Lagos'],
  ['Joaquin', 'Ruiz', 'Security Engineer', 'IT', 'Madrid'],
  ['Kiri', 'Tane', 'UX Researcher', 'Design', 'Auckland'],
  ['Lars', 'Eriksen', 'Payroll Specialist', 'Finance', 'Oslo'],
  ['Marta', 'Kowal', 'QA Engineer', 'Engineering', 'Warsaw'],
  ['Nils', 'Brandt', 'Solutions Engineer', 'Sales', 'Berlin'],
  ['Orla', 'Byrne', 'People Partner', 'People', 'Dublin'],
  ['Pablo', 'Serrano', 'Brand Designer', 'Marketing', 'Madrid'],
  ['Quinn', 'Avery', 'Technical Writer', 'Product', 'Remote'],
  ['Rania', 'Saleh', 'Compliance Manager', 'Legal', 'Dubai'],
  ['Stefan', 'Wagner', 'Frontend Engineer', 'Engineering', 'Vienna'],
  ['Thandi', 'Zulu', 'Support Specialist', 'Customer Success', 'Cape Town'],
  ['Uma', 'Raman', 'Machine Learning Engineer', 'Engineering', 'Bangalore'],
  ['Vera', 'Sokolova', 'Financial Analyst', 'Finance', 'Prague'],
  ['Wanjiru', 'Kamau', 'Community Manager', 'Marketing', 'Nairobi'],
  ['Xavier', 'Laurent', 'IT Support Engineer', 'IT', 'Brussels'],
  ['Yara', 'Haddad', 'Product Manager', 'Product', 'Beirut'],
  ['Zeno', 'Bianchi', 'Backend Engineer', 'Engineering', 'Milan'],
  ['Aisha', 'Bello', 'Sales Development Representative', 'Sales', 'Accra'],
  ['Bram', 'Visser', 'Data Engineer', 'Engineering', 'Amsterdam'],
  ['Cyrus', 'Tehrani', 'Legal Counsel', 'Legal', 'London'],
  ['Dalia', 'Mansour', 'Office Manager', 'People', 'Cairo'],
  // A second intake, for the embed, the outbox and the fault journeys (issues 19 and 20).
  ['Elif', 'Demir', 'Internal Communications Lead', 'Marketing', 'Istanbul'],
  ['Felix', 'Novak', 'Intranet Developer', 'IT', 'Ljubljana'],
  ['Greta', 'Lind', 'Editor', 'Marketing', 'Stockholm'],
  ['Hamza', 'Siddiqui', 'Field Engineer', 'Engineering', 'Karachi'],
  ['Ines', 'Costa', 'Travel Coordinator', 'People', 'Porto'],
  ['Jonas', 'Weber', 'Network Engineer', 'IT', 'Munich'],
  ['Keiko', 'Mori', 'Localization Manager', 'Product', 'Osaka'],
  ['Luca', 'Romano', 'Field Sales Manager', 'Sales', 'Turin'],
  ['Mei', 'Chen', 'Mobile Engineer', 'Engineering', 'Taipei'],
  ['Noah', 'Fischer', 'Warehouse Lead', 'Operations', 'Hamburg'],
  ['Olga', 'Petrova', 'Treasury Analyst', 'Finance', 'Riga'],
  ['Priya', 'Nair', 'Service Desk Analyst', 'IT', 'Chennai'],
  ['Rafael', 'Souza', 'Store Manager', 'Operations', 'Recife'],
  ['Sofia', 'Greco', 'Events Manager', 'Marketing', 'Athens'],
  ['Tomas', 'Horak', 'Penetration Tester', 'IT', 'Brno'],
  ['Ulla', 'Koskinen', 'Benefits Specialist', 'People', 'Helsinki'],
  ['Viktor', 'Balogh', 'Reliability Analyst', 'Engineering', 'Budapest'],
  ['Wen', 'Zhao', 'Supply Planner', 'Operations', 'Shenzhen'],
  ['Yusuf', 'Aydin', 'Shift Supervisor', 'Operations', 'Izmir'],
  ['Zainab', 'Abubakar', 'Health and Safety Officer', 'Operations', 'Abuja'],
];

/**
 * The new starter who is also a verified admin of Example Corp (IT Support): the admin console's journeys
 * create, suspend and delete people and view as them, and spend his budget, not the other admin's.
 */
export const STARTER_ADMIN = 'xavier.laurent';

/**
 * People who joined Example Corp in the seed's last month and have not posted, followed or joined anything yet,
 * nor been placed in the org chart. A real network has them; the browser journeys sign in as them when they
 * need a reader whose rate-limit budget no other journey spends (the service counts per person).
 */
export const NEW_STARTERS: PersonSeed[] = STARTERS.map(
  ([firstName, lastName, jobTitle, department, location]) => {
    const name = `${firstName}.${lastName}`.toLowerCase();
    const verifiedAdmin = name === STARTER_ADMIN ? { verifiedAdmin: true } : {};
    return {
      email: `${name}@example.com`,
      name,
      firstName,
      lastName,
      jobTitle,
      department,
      location,
      ...verifiedAdmin,
    };
  },
);

/**
 * New starters who also joined Partners (a second network, as alice has), so that the journeys about several
 * networks have readers of their own; the last was suspended there again, so Partners is closed to them.
 */
export const PARTNER_GUESTS = ['stefan.wagner', 'thandi.zulu', 'elif.demir'] as const;
export const SUSPENDED_PARTNER_GUEST = 'uma.raman';
