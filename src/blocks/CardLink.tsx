import type { ReactNode } from 'react';
import { isSafeLink } from '../../contract/links';

function opensElsewhere(link: string): boolean {
  if (!/^(https?:)?\/\//i.test(link)) return false;
  try {
    return new URL(link, window.location.href).origin !== window.location.origin;
  } catch {
    return false;
  }
}

/** A card's or banner's link in view mode (spec 4.1); no link when it is empty or not allowed. */
export function CardLink({ link, className, children }: { link: string; className?: string; children: ReactNode }) {
  const href = link.trim();
  if (!href || !isSafeLink(href)) return <>{children}</>;
  const external = opensElsewhere(href);
  return (
    <a className={className} href={href} target={external ? '_blank' : undefined} rel={external ? 'noopener noreferrer' : undefined}>
      {children}
    </a>
  );
}
