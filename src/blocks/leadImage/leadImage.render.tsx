import { blocksReaderMessages } from '../../i18n/blocksReader';
import { CaptionToggle } from '../CaptionToggle';
import type { BlockRendererProps } from '../renderers';
import { leadImageFieldsOf } from './leadImage.schema';
import './leadImage.css';
import { shownMediaSource } from '../../../contract/links';
import { useMessages } from '../../i18n/useMessages';

interface LeadMediaProps {
  image: string;
  caption: string;
  isVideo: boolean;
  /** Edit mode shows the caption itself instead of the caption toggle. */
  editing?: boolean;
}

/** The lead image's picture or video, with the caption toggle for readers. */
export function LeadMedia({ image, caption, isVideo, editing }: LeadMediaProps) {
  const t = useMessages(blocksReaderMessages);
  return (
    <div className="lead-image__media">
      {isVideo ? (
        <video className="lead-image__picture" src={image} controls preload="metadata" aria-label={caption || t('leadImage.video')} />
      ) : (
        <img className="lead-image__picture" src={image} alt={caption} fetchPriority="high" />
      )}
      {!editing && caption && <CaptionToggle caption={caption} />}
    </div>
  );
}

export function LeadImageRenderer({ node }: BlockRendererProps) {
  const { tagline, image_caption, isVideo } = leadImageFieldsOf(node);
  const image = shownMediaSource(node.image);
  if (!tagline && !image) return null;
  return (
    <figure className="lead-image">
      {image && <LeadMedia image={image} caption={image_caption} isVideo={isVideo} />}
      {tagline && <p className="lead-image__tagline">{tagline}</p>}
    </figure>
  );
}
