import type { Repository } from '../db/repository';
import { parseBody } from '../text/body-markup';
import { DAY_MS } from './seed-time';

const HOUR_MS = 3_600_000;

/**
 * Messages in the other languages of a multinational network, from colleagues whose names and offices fit:
 * Arabic and Hebrew (right to left, some with an English name or a Latin word inside, so that bidirectional
 * text is exercised), German and Japanese. Each carries the language the service detects when it is posted.
 */
const MESSAGES: readonly { from: string; text: string }[] = [
  {
    from: 'daniel.haddad',
    text: 'صباح الخير للجميع! أرسلت Grace Iyer ملف Excel بأرقام الربع الأخير، أرجو مراجعته قبل اجتماع يوم الخميس.',
  },
  {
    from: 'hannah.cohen',
    text: 'תודה רבה לכל מי שהגיע לסדנה אתמול! המצגת של Kwame Mehta נמצאת בתיקייה המשותפת.',
  },
  {
    from: 'nikolai.nilsson',
    text: 'Guten Morgen zusammen! Ab Montag ist die Kantine im dritten Stock wieder geöffnet. Wer kommt mit zum Mittagessen?',
  },
  {
    from: 'kenji.romero',
    text: '東京オフィスより：来週の金曜日に新しい会議室のお披露目会を行います。皆さんぜひご参加ください！',
  },
  {
    from: 'lucia.farouk',
    text: 'شكراً لفريق Berlin على الاستقبال الرائع هذا الأسبوع، وإلى اللقاء في الزيارة القادمة.',
  },
  {
    from: 'ingrid.yamamoto',
    text: 'Kurze Erinnerung: Die Fahrräder im Hof werden am Freitag abgeholt. Bitte nehmt eure bis Donnerstag mit, sonst sind sie weg.',
  },
  {
    from: 'claire.sato',
    text: '大阪のお客様との打ち合わせが無事に終わりました。資料を作ってくれた Lena さん、ありがとうございました！',
  },
];

/**
 * Seeds those messages in Example Corp, public and in no group, from the PRNG-free cast above. They are the
 * oldest messages of the network, written before any other (message ids grow with time, so nothing later
 * may be written before them): the first pages of every feed, its counts of new messages and every other
 * row of the seed stay what they were, while each sender's profile shows theirs. They mention nobody and
 * have no replies, so they notify no one. Returns how many it wrote.
 */
export function seedLanguageMessages(repo: Repository, start: number): number {
  const corp = repo.networkByPermalink('example.com');
  if (!corp) return 0;
  let written = 0;
  for (const [index, { from, text }] of MESSAGES.entries()) {
    const sender = repo.userByEmail(`${from}@example.com`);
    if (!sender) continue;
    const body = parseBody(text, {
      userIdByName: () => undefined,
      topicIdByName: () => {
        throw new Error('the seeded messages in other languages name no topic');
      },
    });
    repo.createMessage({
      networkId: corp.id,
      senderId: sender.id,
      bodyPlain: text,
      bodyParsed: body.parsed,
      groupId: null,
      repliedTo: null,
      direct: false,
      privacy: 'public',
      recipientIds: [],
      mentionIds: [],
      topicIds: [],
      createdAt: start - 2 * DAY_MS + index * 3 * HOUR_MS,
    });
    written += 1;
  }
  return written;
}

/** The seeded messages' senders and texts, for the seed's tests. */
export const LANGUAGE_MESSAGES = MESSAGES;
