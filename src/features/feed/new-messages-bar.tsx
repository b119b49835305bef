import { newMessagesLabel } from '../../lib/plural';
import { NEW_MESSAGES_BAR } from './feed-classes';

/**
 * A polite live region that is always present, so "N new messages" is announced when it appears; the button
 * inside lets the reader decide when the list changes.
 */
export function NewMessagesBar({ count, onShow }: { count: number; onShow: () => void }) {
  return (
    <div role="status" className={NEW_MESSAGES_BAR}>
      {count > 0 ? (
        <button
          type="button"
          onClick={onShow}
          className="my-2 rounded-full bg-blue-700 px-4 py-2 text-sm font-medium text-white shadow-md hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:bg-blue-400 dark:text-slate-950"
        >
          Show {newMessagesLabel(count)}
        </button>
      ) : null}
    </div>
  );
}
