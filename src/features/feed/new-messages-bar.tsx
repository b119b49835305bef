import { reactKit } from '../../components/react-kit';
import { newMessagesBar } from './feed-marks-template';

/** The "N new messages" bar, always present as a live region (feed-marks-template.ts). */
export function NewMessagesBar({ count, onShow }: { count: number; onShow: () => void }) {
  return newMessagesBar(reactKit, count, onShow);
}
