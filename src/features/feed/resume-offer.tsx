import { useState } from 'react';
import { Button } from '../../components/button';
import { RESUME, RESUME_STATUS } from './feed-classes';

/**
 * "Jump to where you left off": shown when new messages sit above the last one the reader saw. The jump may
 * load older pages first; it says so, and says when the spot is too far back to find.
 */
export function ResumeOffer({ onJump }: { onJump: () => Promise<boolean> }) {
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  return (
    <div className={RESUME}>
      <Button
        variant="quiet"
        disabled={state === 'loading'}
        onClick={() => {
          setState('loading');
          void onJump().then((found) => {
            setState(found ? 'idle' : 'failed');
          });
        }}
      >
        Jump to where you left off
      </Button>
      <p role="status" className={RESUME_STATUS}>
        {state === 'loading' ? 'Looking for where you left off…' : null}
        {state === 'failed' ? 'Where you left off is too far back to find.' : null}
      </p>
    </div>
  );
}
