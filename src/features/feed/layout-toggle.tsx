import { useId } from 'react';
import type { FeedViewChoice } from '../../lib/preferences';
import { TOGGLE, TOGGLE_GROUP, TOGGLE_HINT, TOGGLE_OPTION } from './feed-classes';

const OPTIONS: readonly { value: FeedViewChoice; label: string }[] = [
  { value: 'threaded', label: 'Threaded' },
  { value: 'flat', label: 'Flat' },
];

/** Threaded or flat, as a radio group (arrow keys move between the two, as everywhere else). */
export function LayoutToggle({
  value,
  onChange,
}: {
  value: FeedViewChoice;
  onChange: (value: FeedViewChoice) => void;
}) {
  const name = useId();
  return (
    <fieldset className={TOGGLE}>
      <legend className="sr-only">Show messages</legend>
      <span aria-hidden="true" className={TOGGLE_HINT}>
        View
      </span>
      <div className={TOGGLE_GROUP}>
        {OPTIONS.map((option) => (
          <label key={option.value} className={TOGGLE_OPTION}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => {
                onChange(option.value);
              }}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
