import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { reactKit } from '../../components/react-kit';
import { resumeOffer } from './feed-marks-template';

const SAYS = {
  idle: null,
  loading: msg`Looking for where you left off…`,
  failed: msg`Where you left off is too far back to find.`,
} as const;

/**
 * "Jump to where you left off": shown when new messages sit above the last one the reader saw. The jump may
 * load older pages first; it says so, and says when the spot is too far back to find.
 */
export function ResumeOffer({ onJump }: { onJump: () => Promise<boolean> }) {
  const { i18n } = useLingui();
  const [state, setState] = useState<keyof typeof SAYS>('idle');
  const says = SAYS[state];
  return resumeOffer(reactKit, {
    busy: state === 'loading',
    status: says && i18n._(says),
    onJump: () => {
      setState('loading');
      void onJump().then((found) => {
        setState(found ? 'idle' : 'failed');
      });
    },
  });
}
