/**
 * The app's icons as SVG path data (24 x 24, drawn with a 1.8 px round stroke), with no React here: the
 * early paint (app/early-paint) draws the shell's icons from the same data as the components do.
 */
export const ICON_PATHS = {
  home: 'M3 11.5 12 4l9 7.5M5.5 9.5V20h4.5v-6h4v6h4.5V9.5',
  myFeed: 'M4 6h16M4 12h16M4 18h10',
  top: 'M3 17l6-6 4 4 8-8M15 7h6v6',
  following: 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  inbox: 'M3 13h5l1.5 3h5l1.5-3h5M5.5 5h13L21 13v6H3v-6z',
  groups:
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2.5 20a6.5 6.5 0 0 1 13 0M16 4.3a3.5 3.5 0 0 1 0 6.4M18.5 14a6.5 6.5 0 0 1 3 6',
  group: 'M4 6h16v12H4zM8 10h8M8 14h5',
  me: 'M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zM3.5 21a8.5 8.5 0 0 1 17 0',
  settings: 'M4 6h9m4 0h3M4 12h3m4 0h9M4 18h11m4 0h1M15 4v4M9 10v4M17 16v4',
  signOut: 'M14 4h5v16h-5M10 8l-4 4 4 4M6 12h11',
} as const;

export type IconName = keyof typeof ICON_PATHS;

/** The attributes every icon's <svg> carries: decorative, sized by its class, coloured by the text. */
export const ICON_SVG = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  'stroke-width': '1.8',
  'stroke-linecap': 'round',
  'stroke-linejoin': 'round',
  'aria-hidden': 'true',
  focusable: 'false',
} as const;
