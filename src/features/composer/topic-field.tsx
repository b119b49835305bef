import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Button } from '../../components/button';
import { formatNumber } from '../../i18n/formatters';
import { MAX_TOPICS } from '../../lib/composer-text';

export interface TopicFieldProps {
  /** Topics added by hand (removable). */
  topics: string[];
  /** #hashtags found in the text: shown as chips too, removed by editing the text. */
  fromText: string[];
  onChange: (topics: string[]) => void;
  disabled?: boolean;
}

const CHIP =
  'inline-flex items-center gap-1 rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-900 dark:bg-slate-800 dark:text-slate-100';

/** The message's topics: chips from the text's #hashtags and from this field, at most 20 in all. */
export function TopicField({ topics, fromText, onChange, disabled }: TopicFieldProps) {
  const { t, i18n } = useLingui();
  const inputId = useId();
  const [text, setText] = useState('');
  const most = formatNumber(i18n.locale, MAX_TOPICS);
  const inText = new Set(fromText.map((topic) => topic.toLowerCase()));
  const manual = topics.filter((topic) => !inText.has(topic.toLowerCase()));
  const total = fromText.length + manual.length;
  const full = total >= MAX_TOPICS;
  const add = () => {
    const name = text.trim().replace(/^#+/, '');
    if (name === '' || full) return;
    if (![...topics, ...fromText].some((topic) => topic.toLowerCase() === name.toLowerCase()))
      onChange([...topics, name]);
    setText('');
  };
  return (
    <div>
      {total > 0 ? (
        <ul aria-label={t`Topics of your message`} className="mb-2 flex flex-wrap gap-2">
          {fromText.map((topic) => (
            <li key={`text-${topic}`} className={CHIP}>
              #{topic}
            </li>
          ))}
          {manual.map((topic) => (
            <li key={`chip-${topic}`} className={CHIP}>
              #{topic}
              <button
                type="button"
                aria-label={t`Remove topic ${topic}`}
                disabled={disabled}
                onClick={() => {
                  onChange(topics.filter((x) => x !== topic));
                }}
                className="rounded-full px-1 leading-none focus-visible:outline-2 focus-visible:outline-blue-600"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          <Trans>Add a topic</Trans>
        </label>
        <input
          id={inputId}
          value={text}
          disabled={disabled || full}
          placeholder={full ? t`${most} topics at most` : t`Add a topic`}
          onChange={(e) => {
            setText(e.target.value);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' || e.key === ',') {
              e.preventDefault();
              add();
            }
          }}
          className="min-h-10 min-w-0 flex-1 rounded-md border border-slate-400 bg-white px-3 text-sm dark:border-slate-500 dark:bg-slate-900"
        />
        <Button onClick={add} disabled={disabled || full || text.trim() === ''}>
          <Trans>Add topic</Trans>
        </Button>
      </div>
    </div>
  );
}
