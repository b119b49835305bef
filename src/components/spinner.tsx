import { spinner } from './loading-template';
import { reactKit } from './react-kit';

/** A decorative spinner (components/loading-template.ts); the surrounding status text says what is happening. */
export function Spinner({ className = '' }: { className?: string }) {
  return spinner(reactKit, className);
}
