import type { IconName } from './icon-paths';

/** Inline sizes, set through the CSSOM by both builders (the Content-Security-Policy refuses style attributes). */
export type Style = Readonly<{ width?: string; height?: string }>;

/**
 * Markup the sanitizer has already made safe (lib/sanitize-html.ts), for React's `dangerouslySetInnerHTML`.
 * The DOM builder of the early paint never parses markup: it ignores this prop, and is given inert children.
 */
export type SanitizedHtml = Readonly<{ __html: string }>;

/**
 * What a template's props may hold. Handlers (and callback refs) only do something where React builds: the
 * DOM builder of the early paint (boot/early-paint/dom.ts) leaves them out, so it draws the same markup, inert.
 */
export type Prop = string | number | boolean | undefined | ((event: never) => void) | Style | SanitizedHtml;
export type Props = Readonly<Record<string, Prop>>;

/**
 * One signature for two builders, so that markup drawn both before React (the early paint) and by React is
 * written once, as a template taking a kit: React's `createElement` (components/react-kit.ts) or a small DOM
 * builder (boot/early-paint/dom.ts). Templates import no React, so the first chunk stays small. Props are
 * spelt as React spells them (`className`, `tabIndex`, `dateTime`); aria values are strings.
 */
export interface Kit<N> {
  h: (tag: string, props: Props | null, ...children: Child<N>[]) => N;
  /** An in-app link: the router's (components/message/app-link.tsx), or a plain link to the routed path. */
  link: (props: LinkProps, ...children: Child<N>[]) => N;
  icon: (name: IconName, className: string, filled?: boolean) => N;
}

export type Child<N> = N | string | null | undefined | false;

export interface LinkProps {
  href: string;
  id?: string | undefined;
  className?: string | undefined;
  /** The router replaces the history entry (a permalink within its own conversation). */
  replace?: boolean | undefined;
  onClick?: ((event: never) => void) | undefined;
  'data-kind'?: string | undefined;
  'aria-current'?: 'page' | 'true' | undefined;
  'aria-label'?: string | undefined;
}
