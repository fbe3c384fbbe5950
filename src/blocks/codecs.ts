/**
 * The blocks' codecs alone (saved form <-> Tiptap JSON), without their editor views, styles or picker options: the
 * document codec (src/editor/document/codec.ts) reads blocks through this list, so the server's live session
 * (server/collab/) runs the very same codec headless. Only pure modules may be imported here (eslint enforces it);
 * registry.test.ts checks the list matches the codecs of the block registry (index.ts).
 */
import type { BlockCodec } from '../editor/kit/blockCodec';
import { accordionCodec } from './accordion/accordion.codec';
import { bannerCodec } from './banner/banner.codec';
import { buttonGroupCodec } from './buttonGroup/buttonGroup.codec';
import { calloutCodec } from './callout/callout.codec';
import { imageCodec } from './image/image.codec';
import { leadImageCodec } from './leadImage/leadImage.codec';
import { previewCardsCodec } from './previewCards/previewCards.codec';
import { pullquoteCodec } from './pullquote/pullquote.codec';
import { redBarCodec } from './redBar/redBar.codec';
import { subpageCodec } from './subpage/subpage.codec';
import { tableCodec } from './table/table.codec';
import { taggedPreviewCodec } from './taggedPreview/taggedPreview.codec';
import { timeLocationCodec } from './timeLocation/timeLocation.codec';
import { videoCodec } from './video/video.codec';

export const blockCodecList: readonly BlockCodec[] = [
  accordionCodec,
  bannerCodec,
  buttonGroupCodec,
  calloutCodec,
  imageCodec,
  leadImageCodec,
  previewCardsCodec,
  pullquoteCodec,
  redBarCodec,
  subpageCodec,
  tableCodec,
  taggedPreviewCodec,
  timeLocationCodec,
  videoCodec,
];
