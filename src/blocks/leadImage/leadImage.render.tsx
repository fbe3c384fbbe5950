import { blocksReaderMessages } from '../../i18n/blocksReader';
import { CaptionToggle } from '../CaptionToggle';
import type { BlockRendererProps } from '../renderers';
import { leadImageFieldsOf } from './leadImage.schema';
import './leadImage.css';
import { shownMediaSource } from '../../../contract/links';
import { useMessages } from '../../i18n/useMessages';
import { Picture, pictureOf } from '../Picture';
import type { PictureInfo } from '../../../contract/pictures';

interface LeadMediaProps {
  image: string;
  /** The picture's alt attribute ('' when decorative). */
  alt: string;
  caption: string;
  isVideo: boolean;
  /** Edit mode shows the caption itself instead of the caption toggle. */
  editing?: boolean;
  /** Readers: its derivatives. */
  picture?: PictureInfo;
}

/** The lead image's picture or video, with the caption toggle for readers. */
export function LeadMedia({ image, alt, caption, isVideo, editing, picture }: LeadMediaProps) {
  const t = useMessages(blocksReaderMessages);
  return (
    <div className="lead-image__media">
      {isVideo ? (
        <video className="lead-image__picture" src={image} controls preload="metadata" aria-label={caption || t('leadImage.video')} />
      ) : (
        <Picture className="lead-image__picture" src={image} alt={alt} fetchPriority="high" picture={picture} />
      )}
      {!editing && caption && <CaptionToggle caption={caption} />}
    </div>
  );
}

/** The picture's alt attribute: its alt text, '' when decorative, else (documents from before alt texts) its caption. */
export function leadImageAltOf(fields: { image_alt?: string; image_decorative?: boolean; image_caption?: string }): string {
  if (fields.image_decorative === true) return '';
  return fields.image_alt?.trim() || fields.image_caption || '';
}

export function LeadImageRenderer({ node }: BlockRendererProps) {
  const fields = leadImageFieldsOf(node);
  const { tagline, image_caption, isVideo } = fields;
  const image = shownMediaSource(node.image);
  if (!tagline && !image) return null;
  return (
    <figure className="lead-image">
      {image && (
        <LeadMedia image={image} alt={leadImageAltOf(fields)} caption={image_caption} isVideo={isVideo} picture={pictureOf(node, image)} />
      )}
      {tagline && <p className="lead-image__tagline">{tagline}</p>}
    </figure>
  );
}

/** This block's readers' renderers, by saved type (collected by ../renderers.ts). */
export const renderers = { 'lead-image': LeadImageRenderer };
