import { pageNetworkOf } from '../../auth/session';
import { ICON_PATHS, ICON_SVG, iconClass, type IconName } from '../../components/icon-paths';
import type { Kit, Props } from '../../components/markup-kit';
import { inNetwork } from '../../config/network-path';

type Child = Node | string | null | undefined | false;

/** React's names of the attributes the templates use (components/markup-kit.ts), where the DOM's differ. */
const ATTRIBUTE: Readonly<Record<string, string>> = {
  className: 'class',
  tabIndex: 'tabindex',
  dateTime: 'datetime',
  referrerPolicy: 'referrerpolicy',
  htmlFor: 'for',
  autoComplete: 'autocomplete',
  enterKeyHint: 'enterkeyhint',
};

/** An app path as the router renders it: within the page's network (its basename, config/network-path.ts). */
function routedHref(value: string): string {
  return value.startsWith('/') && !value.startsWith('//') ? inNetwork(pageNetworkOf(), value) : value;
}

/**
 * A DOM element from a tag, attributes and children. Text children become text nodes, never markup, so
 * nothing from the service is ever parsed as HTML here (React's sanitized `dangerouslySetInnerHTML` is left
 * out with the rest of what is not an attribute). Handlers are left out: the early page is inert.
 */
export function h(tag: string, attributes: Props | null, ...children: Child[]): HTMLElement {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes ?? {})) {
    if (value === undefined || value === false || typeof value === 'function') continue;
    if (typeof value === 'object') {
      // Through the CSSOM, which the Content-Security-Policy allows (a style attribute in markup it would not).
      if (name === 'style' && !('__html' in value)) Object.assign(el.style, value);
      continue;
    }
    const text = value === true ? '' : String(value);
    el.setAttribute(ATTRIBUTE[name] ?? name, name === 'href' ? routedHref(text) : text);
  }
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    el.append(child);
  }
  return el;
}

/** One of the app's icons (components/icon.tsx) as SVG elements (they need their namespace). */
export function icon(name: IconName, className: string, filled = false): SVGSVGElement {
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  for (const [attribute, value] of Object.entries(ICON_SVG)) svg.setAttribute(attribute, value);
  if (filled) svg.setAttribute('fill', 'currentColor');
  svg.setAttribute('class', iconClass(name, className));
  const path = document.createElementNS(ns, 'path');
  path.setAttribute('d', ICON_PATHS[name]);
  svg.append(path);
  return svg;
}

/** The templates' kit for the early paint: router-only props (`replace`, handlers) are left out. */
export const domKit: Kit<Node> = {
  h,
  link: ({ replace: _replace, onClick: _onClick, ...props }, ...children) => h('a', props, ...children),
  icon,
};

/** A template's root, drawn by the DOM kit: always an element. */
export function asElement(node: Node): HTMLElement {
  if (!(node instanceof HTMLElement)) throw new Error('a template drew no element');
  return node;
}
