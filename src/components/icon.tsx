import { ICON_PATHS, ICON_SVG, type IconName } from './icon-paths';

/** A decorative icon: the control it sits in carries the name. */
export function Icon({ name, className = 'size-6' }: { name: IconName; className?: string }) {
  return (
    <svg
      viewBox={ICON_SVG.viewBox}
      fill={ICON_SVG.fill}
      stroke={ICON_SVG.stroke}
      strokeWidth={ICON_SVG['stroke-width']}
      strokeLinecap={ICON_SVG['stroke-linecap']}
      strokeLinejoin={ICON_SVG['stroke-linejoin']}
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}
