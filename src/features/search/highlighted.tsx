import { highlightParts } from './highlight';

/** Dark text on amber in both schemes: the contrast holds on white and on the dark page alike. */
const MARK = 'rounded-sm bg-amber-200 px-px text-slate-950 dark:bg-amber-300 dark:text-slate-950';

/** Text with the query's words marked: strings in, text nodes and <mark>s out, never markup from the service. */
export function Highlighted({ text, matcher }: { text: string; matcher: RegExp | null }) {
  return (
    <>
      {highlightParts(text, matcher).map((part, i) =>
        part.match ? (
          <mark key={i} className={MARK}>
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
