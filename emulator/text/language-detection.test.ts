import { describe, expect, it } from 'vitest';
import { detectLanguage } from './language-detection';

describe('detectLanguage', () => {
  it.each([
    ['ar', 'شكراً للجميع على العمل الرائع هذا الأسبوع'],
    ['he', 'תודה לכולם על העבודה המצוינת השבוע'],
    ['ja', '今週もお疲れさまでした。金曜日の会議は十時からです。'],
    ['zh', '感谢大家本周的辛勤工作'],
    ['de', 'Danke an alle für die tolle Arbeit, wir sehen uns heute im Büro.'],
    ['fr', 'Merci à tous pour le travail de cette semaine, nous sommes très fiers.'],
    ['es', 'Gracias a todos por el trabajo de esta semana, estamos muy contentos.'],
    ['pt', 'Obrigado a todos pelo trabalho da semana, estamos muito contentes com o resultado.'],
    ['en', 'Thanks everyone for the great work this week, see you at the review.'],
  ])('says %s for a sentence in it', (language, text) => {
    expect(detectLanguage(text)).toBe(language);
  });

  it('keeps an Arabic sentence Arabic around an English name and a Latin word', () => {
    expect(detectLanguage('أرسل Alice Andersen ملف roadmap إلى الفريق صباح اليوم')).toBe('ar');
  });

  it('keeps an English sentence English around a quoted word of another script', () => {
    expect(detectLanguage('The Tokyo team says 乾杯 to the launch and thanks everyone for the help')).toBe(
      'en',
    );
  });

  it('tells Japanese from Chinese by the kana beside the Han characters', () => {
    expect(detectLanguage('会議室')).toBe('zh');
    expect(detectLanguage('会議室で')).toBe('ja');
  });

  it('says English when nothing decides: no letters, one telling word, or a tie', () => {
    expect(detectLanguage('')).toBe('en');
    expect(detectLanguage('👍 +1 2026')).toBe('en');
    expect(detectLanguage('Danke!')).toBe('en');
    expect(detectLanguage('die Bahn, the train')).toBe('en');
  });
});
