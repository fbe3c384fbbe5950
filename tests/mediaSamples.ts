import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, checksum]);
}

/** A real PNG of one colour, so browsers decode it and report its natural size. */
export function pngOf(width: number, height: number, rgb: [number, number, number] = [238, 58, 67]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).map((_, index) => rgb[index % 3])]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const bytes = (text: string) => Buffer.from(text, 'latin1');
const ftyp = (brand: string, compatible = brand) => bytes(`\x00\x00\x00\x18ftyp${brand}\x00\x00\x00\x00${compatible}`);
const ebml = (docType: string) =>
  Buffer.concat([
    bytes('\x1a\x45\xdf\xa3'),
    bytes(String.fromCharCode(0x80 | (19 + docType.length))),
    bytes('\x42\x86\x81\x01\x42\xf7\x81\x01\x42\xf2\x81\x04\x42\xf3\x81\x08\x42\x82'),
    bytes(String.fromCharCode(0x80 | docType.length) + docType),
    bytes('\x42\x87\x81\x04\x42\x85\x81\x02'),
  ]);

/** The opening bytes of a file of each type of spec 5.3, as its content type, file name and bytes. */
export const IMAGE_SAMPLES: Array<[type: string, name: string, bytes: Buffer]> = [
  ['image/jpeg', 'photo.jpg', bytes('\xff\xd8\xff\xe0\x00\x10JFIF\x00\x01\x01\x00\x00\x01\x00\x01\x00\x00')],
  ['image/png', 'pixel.png', pngOf(2, 1)],
  ['image/gif', 'anim.gif', bytes('GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00')],
  ['image/avif', 'photo.avif', bytes('\x00\x00\x00\x1cftypavif\x00\x00\x00\x00avifmif1miaf')],
  ['image/webp', 'photo.webp', bytes('RIFF\x1a\x00\x00\x00WEBPVP8 \x0e\x00\x00\x00')],
  [
    'image/svg+xml',
    'logo.svg',
    bytes(
      '<?xml version="1.0"?>\n<!-- a logo -->\n<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>',
    ),
  ],
  ['image/bmp', 'scan.bmp', bytes('BM\x36\x00\x00\x00\x00\x00\x00\x00\x36\x00\x00\x00\x28\x00\x00\x00\x01\x00\x00\x00')],
  ['image/tiff', 'scan.tiff', bytes('II*\x00\x08\x00\x00\x00\x00\x00\x00\x00')],
  ['image/x-icon', 'favicon.ico', bytes('\x00\x00\x01\x00\x01\x00\x10\x10\x00\x00\x01\x00\x20\x00\x68\x04\x00\x00\x16\x00\x00\x00')],
  ['image/heic', 'phone.heic', ftyp('heic', 'mif1heic')],
  ['image/heif', 'phone.heif', ftyp('mif1', 'mif1heic')],
];

export const VIDEO_SAMPLES: Array<[type: string, name: string, bytes: Buffer]> = [
  ['video/mp4', 'clip.mp4', ftyp('isom', 'isomiso2')],
  ['video/webm', 'clip.webm', ebml('webm')],
  [
    'video/ogg',
    'clip.ogv',
    bytes('OggS\x00\x02\x00\x00\x00\x00\x00\x00\x00\x00\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x01\x2a\x80theora\x03\x02\x01'),
  ],
  ['video/quicktime', 'clip.mov', ftyp('qt  ')],
  ['video/x-msvideo', 'clip.avi', bytes('RIFF\x00\x00\x00\x00AVI LIST\x00\x00\x00\x00')],
  ['video/x-flv', 'clip.flv', bytes('FLV\x01\x05\x00\x00\x00\x09\x00\x00\x00\x00')],
  ['video/x-matroska', 'clip.mkv', ebml('matroska')],
  ['video/3gpp', 'clip.3gp', ftyp('3gp4')],
  ['video/3gpp2', 'clip.3g2', ftyp('3g2a')],
];

export const base64Of = (data: Buffer) => data.toString('base64');
export const dataUrlOf = (type: string, data: Buffer) => `data:${type};base64,${data.toString('base64')}`;

export interface HostileMarkup {
  name: string;
  text: string;
  /** Whether its first 8 KB, all the detection reads, open as SVG. */
  svg: boolean;
}

const SVG_OPENING = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4">';

/** `head`, then `unit` repeated until the text is at least `size` characters long. */
function filled(head: string, unit: string, size: number): string {
  return head + unit.repeat(Math.max(1, Math.ceil((size - head.length) / unit.length)));
}

/**
 * Markup that made the old SVG expression backtrack without end (issue 15), each about `size` characters; the SVG ones
 * open within the first 8 KB, so `size` should be at least 8 KB for them to be as long as asked.
 */
export function hostileSvgMarkup(size: number): HostileMarkup[] {
  const comments = '<!---->'.repeat(1000);
  return [
    { name: 'empty comments', text: filled('', '<!---->', size), svg: false },
    { name: 'a comment that never closes', text: filled('<!--', '<!-- -', size), svg: false },
    { name: 'a DOCTYPE subset that never closes', text: filled('<!DOCTYPE svg [', '<!ENTITY a "b"><!---->', size), svg: false },
    { name: 'an XML declaration that never closes', text: filled('<?xml', ' version="1.0" ?', size), svg: false },
    { name: 'white space', text: filled('', ' \n\t\r', size), svg: false },
    {
      name: 'comments and white space after a declaration',
      text: filled('<?xml version="1.0"?>', '<!---->\n <!-- x -->\t', size),
      svg: false,
    },
    { name: 'comments, then a DOCTYPE subset that never closes', text: filled(`${comments}<!DOCTYPE svg [`, '<!---->', size), svg: false },
    { name: 'empty comments, then <svg>', text: filled(`${comments}${SVG_OPENING}`, '<g/>', size), svg: true },
    { name: 'white space, then <svg>', text: filled(`${' \n'.repeat(3000)}${SVG_OPENING}`, '<g/>', size), svg: true },
    {
      name: 'a declaration, comments, a DOCTYPE with a subset and more comments, then <svg>',
      text: filled(
        `<?xml version="1.0"?>\n${'<!-- a -->\n'.repeat(300)}<!DOCTYPE svg [<!ENTITY a "b">]>${'<!---->'.repeat(300)}${SVG_OPENING}`,
        '<g/>',
        size,
      ),
      svg: true,
    },
  ];
}
