import { reactKit } from '../../components/react-kit';
import { placeBadge } from './shell-template';

/** A place's unseen count as a pill (shell-template.ts), which the early paint draws alike. */
export function PlaceBadge({ count, className }: { count: number | undefined; className: string }) {
  return placeBadge(reactKit, count, className);
}
