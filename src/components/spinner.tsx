/** A decorative spinner; the surrounding status text says what is happening. */
export function Spinner({ className = '' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block size-5 animate-spin rounded-full border-2 border-slate-300 border-t-blue-700 motion-reduce:animate-none dark:border-slate-600 dark:border-t-blue-300 ${className}`}
    />
  );
}
