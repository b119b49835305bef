import { SPINNER } from './state-classes';

/** A decorative spinner; the surrounding status text says what is happening. */
export function Spinner({ className = '' }: { className?: string }) {
  return <span aria-hidden="true" className={className ? `${SPINNER} ${className}` : SPINNER} />;
}
