import type { ReactNode } from 'react';
import { CardLink } from '../CardLink';
import { textOf } from '../cardList';
import type { BlockRendererProps } from '../renderers';
import './banner.css';
import { isBannerComplete } from '../completeness';

interface BannerContentProps {
  title: string;
  description: string;
  link: string;
  /** View mode: the banner links to its link (spec 2.2). */
  linked: boolean;
  placeholders?: { title: string; description: string };
  actions?: ReactNode;
}

export function BannerContent({ title, description, link, linked, placeholders, actions }: BannerContentProps) {
  const shownTitle = title || placeholders?.title;
  const shownDescription = description || placeholders?.description;
  return (
    <div className="content-banner">
      <div className="content-banner__text">
        <p className={`content-banner__title${title ? '' : ' card-placeholder'}`}>
          {linked ? (
            <CardLink link={link} className="content-banner__link">
              {shownTitle}
            </CardLink>
          ) : (
            shownTitle
          )}
        </p>
        {shownDescription && <p className={`content-banner__description${description ? '' : ' card-placeholder'}`}>{shownDescription}</p>}
        {actions}
      </div>
      <span className="content-banner__arrow" aria-hidden="true">
        →
      </span>
    </div>
  );
}

export function BannerRenderer({ node }: BlockRendererProps) {
  const title = textOf(node.title);
  if (!isBannerComplete(node)) return null;
  return <BannerContent title={title} description={textOf(node.description)} link={textOf(node.link)} linked />;
}

/** This block's readers' renderers, by saved type (collected by ../renderers.ts). */
export const renderers = { banner: BannerRenderer };
