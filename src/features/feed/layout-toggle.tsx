import { useId } from 'react';
import { reactKit } from '../../components/react-kit';
import type { FeedViewChoice } from '../../lib/preferences';
import { layoutToggle } from './feed-heading-template';

/** Threaded or flat, as a radio group (arrow keys move between the two, as everywhere else). */
export function LayoutToggle({
  value,
  onChange,
}: {
  value: FeedViewChoice;
  onChange: (value: FeedViewChoice) => void;
}) {
  const name = useId();
  return layoutToggle(reactKit, { name, value, onChange });
}
