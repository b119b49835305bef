import { ICON_PATHS, ICON_SVG, iconClass, type IconName } from './icon-paths';

/** A decorative icon: the control it sits in carries the name. `filled`: the shape painted in (a liked heart). */
export function Icon({
  name,
  className = 'size-6',
  filled = false,
}: {
  name: IconName;
  className?: string;
  filled?: boolean;
}) {
  return (
    <svg
      viewBox={ICON_SVG.viewBox}
      fill={filled ? 'currentColor' : ICON_SVG.fill}
      stroke={ICON_SVG.stroke}
      strokeWidth={ICON_SVG['stroke-width']}
      strokeLinecap={ICON_SVG['stroke-linecap']}
      strokeLinejoin={ICON_SVG['stroke-linejoin']}
      aria-hidden="true"
      focusable="false"
      className={iconClass(name, className)}
    >
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}
