import { useState } from 'react';
import { Button } from '../../components/button';

/**
 * "Jump to where you left off": shown when new messages sit above the last one the reader saw. The jump may
 * load older pages first; it says so, and says when the spot is too far back to find.
 */
export function ResumeOffer({ onJump }: { onJump: () => Promise<boolean> }) {
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  return (
    <div className="flex flex-wrap items-center justify-center gap-3 px-4 pb-2">
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
      <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
        {state === 'loading' ? 'Looking for where you left off…' : null}
        {state === 'failed' ? 'Where you left off is too far back to find.' : null}
      </p>
    </div>
  );
}
