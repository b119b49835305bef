import { createElement, type ReactNode } from 'react';
import type { LinkProps as RouterLinkProps } from 'react-router';
import { Icon } from './icon';
import type { Kit } from './markup-kit';
import { AppLink } from './message/app-link';

/** The templates' kit for React: elements, the app's links and icons as the components draw them. */
export const reactKit: Kit<ReactNode> = {
  h: (tag, props, ...children) => createElement(tag, props, ...children),
  link: ({ href, ...props }, ...children) =>
    createElement(AppLink, { to: href, ...props } as RouterLinkProps, ...children),
  icon: (name, className, filled = false) => createElement(Icon, { name, className, filled }),
};
