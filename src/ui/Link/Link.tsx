import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { type To, useHref, useLinkClickHandler } from 'react-router';

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A path of this app (an outside address is a plain `<a href>` or a bridge jump, never a Link). */
  to: To;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * A link to another page of the app: a real `<a href>` (long-press, open in a new tab and screen readers work) whose
 * tap navigates in place. react-router's own `Link` carries the framework mode's route-module prefetching (links,
 * manifests, RSC), ~5 KB of the shell that every first visit paid and no page of ours uses; this is the same
 * navigation from the router's public hooks.
 */
export function Link({ to, replace, state, target, onClick, children, ...anchor }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return (
    <a {...anchor} href={href} target={target} onClick={handleClick}>
      {children}
    </a>
  );
}
