import { useId } from 'react';
import type { FeedViewChoice } from '../../lib/preferences';

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
    <fieldset className="flex items-center gap-2 text-sm">
      <legend className="sr-only">Show messages</legend>
      <span aria-hidden="true" className="text-slate-600 dark:text-slate-300">
        View
      </span>
      <div className="inline-flex overflow-hidden rounded-md border border-slate-300 dark:border-slate-600">
        {OPTIONS.map((option) => (
          <label
            key={option.value}
            className="cursor-pointer px-3 py-1.5 has-checked:bg-blue-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:-outline-offset-2 has-focus-visible:outline-blue-600 dark:has-checked:bg-blue-400 dark:has-checked:text-slate-950"
          >
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
