import { useState } from 'react';
import { reactKit } from '../../components/react-kit';
import { resumeOffer } from './feed-marks-template';

const SAYS = {
  idle: null,
  loading: 'Looking for where you left off…',
  failed: 'Where you left off is too far back to find.',
} as const;

/**
 * "Jump to where you left off": shown when new messages sit above the last one the reader saw. The jump may
 * load older pages first; it says so, and says when the spot is too far back to find.
 */
export function ResumeOffer({ onJump }: { onJump: () => Promise<boolean> }) {
  const [state, setState] = useState<keyof typeof SAYS>('idle');
  return resumeOffer(reactKit, {
    busy: state === 'loading',
    status: SAYS[state],
    onJump: () => {
      setState('loading');
      void onJump().then((found) => {
        setState(found ? 'idle' : 'failed');
      });
    },
  });
}
