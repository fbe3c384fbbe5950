import { describe, expect, it } from 'vitest';
import { MAX_MEDIA_BYTES } from '../../contract/media';
import { IMAGE_SAMPLES, VIDEO_SAMPLES, hostileSvgMarkup, pngOf } from '../../tests/mediaSamples';
import { acceptedType, detectMediaType, isSvgMarkup } from './mediaType';

const png = new Uint8Array(pngOf(1, 1));

describe('media type from the bytes', () => {
  it.each([...IMAGE_SAMPLES, ...VIDEO_SAMPLES])('detects %s from its magic number', async (type, _name, bytes) => {
    expect(await detectMediaType(new Uint8Array(bytes))).toBe(type);
  });

  it('knows no type for text, and tells SVG from other XML', async () => {
    expect(await detectMediaType(new TextEncoder().encode('just text, renamed to .png'))).toBeNull();
    expect(await detectMediaType(new TextEncoder().encode('<?xml version="1.0"?><feed></feed>'))).toBeNull();
    expect(await detectMediaType(new TextEncoder().encode('\uFEFF  <svg viewBox="0 0 1 1"></svg>'))).toBe('image/svg+xml');
  });

  it.each([
    ['<svg>', true],
    ['<SVG/>', true],
    ['\uFEFF\n\t<svg\nwidth="1">', true],
    ['<?xml version="1.0" encoding="UTF-8"?><svg>', true],
    ['<?XML?>\n<svg>', true],
    ['<!-- a -- b --><!----> <!-- <svg> -->\n<svg>', true],
    ['<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd"><svg>', true],
    ['<!doctype\nSVG [ <!ENTITY logo "x"> ] >\n<!-- after -->\n<svg>', true],
    ['<?xml version="1.0"?><!-- before --><!DOCTYPE svg><!-- after --><svg>', true],
    ['<svgx>', false],
    ['<svg', false],
    ['text <svg>', false],
    ['<?xml version="1.0"><svg>', false],
    ['<?xml?>', false],
    ['<!-- never closed <svg>', false],
    ['<!--><svg>', false],
    ['<!DOCTYPE html><svg>', false],
    ['<!DOCTYPEsvg><svg>', false],
    ['<!DOCTYPE svg [ never closed <svg>', false],
    ['<!DOCTYPE svg [ ] x><svg>', false],
    ['<!DOCTYPE svg><!DOCTYPE svg><svg>', false],
    ['<svg><?xml?>', true],
  ])('reads %j as SVG: %s', (text, svg) => {
    expect(isSvgMarkup(text)).toBe(svg);
  });

  it('ends a comment at its first -->, as XML does (the old expression also tried later ones)', () => {
    expect(isSvgMarkup('<!---->--><svg>')).toBe(false);
  });

  // The old expression blocked the event loop 43 s on this 175-byte upload here, doubling with each comment (issue 15).
  it('tells 25 empty comments with no <svg> after them from SVG', { timeout: 2_000 }, async () => {
    expect(await detectMediaType(new TextEncoder().encode('<!---->'.repeat(25)))).toBeNull();
    expect(await detectMediaType(new TextEncoder().encode(`${'<!---->'.repeat(25)}<svg/>`))).toBe('image/svg+xml');
  });

  it.each(hostileSvgMarkup(MAX_MEDIA_BYTES.image).map(({ name, text, svg }) => [name, text, svg] as const))(
    'classifies %s of 10 MB by its first 8 KB, and reads the whole text in one pass',
    async (_name, text, svg) => {
      expect(await detectMediaType(new TextEncoder().encode(text))).toBe(svg ? 'image/svg+xml' : null);
      expect(isSvgMarkup(text)).toBe(svg);
    },
  );

  it.each(hostileSvgMarkup(8 * 1024).map(({ name, text, svg }) => [name, text, svg] as const))(
    'classifies %s of 8 KB',
    async (_name, text, svg) => {
      expect(await detectMediaType(new TextEncoder().encode(text))).toBe(svg ? 'image/svg+xml' : null);
    },
  );

  it('reads SVG only from the first 8 KB', async () => {
    expect(await detectMediaType(new TextEncoder().encode(`${'<!---->'.repeat(1200)}<svg>`))).toBeNull();
  });

  it('accepts a file whose declared type (data URL, else file name) agrees with its bytes, and refuses one that does not', async () => {
    expect(await acceptedType('image', png, { dataType: 'image/png', name: 'x.jpg' })).toBe('image/png');
    expect(await acceptedType('image', png, { dataType: null, name: 'pixel.PNG' })).toBe('image/png');
    expect(await acceptedType('image', png, { dataType: null, name: 'no extension' })).toBe('image/png');
    expect(await acceptedType('image', png, { dataType: 'application/octet-stream', name: 'pixel.png' })).toBe('image/png');
    expect(await acceptedType('image', png, { dataType: 'image/jpeg', name: 'pixel.png' })).toBeNull();
    expect(await acceptedType('image', png, { dataType: null, name: 'pixel.gif' })).toBeNull();
    expect(await acceptedType('image', png, { dataType: 'text/plain', name: 'pixel.png' })).toBeNull();
    expect(await acceptedType('video', png, { dataType: 'video/mp4', name: 'clip.mp4' })).toBeNull();
  });

  it('takes the common other names of a 5.3 type as that type', async () => {
    const jpeg = new Uint8Array(IMAGE_SAMPLES[0][2]);
    const heif = new Uint8Array(IMAGE_SAMPLES.find(([type]) => type === 'image/heif')![2]);
    const avi = new Uint8Array(VIDEO_SAMPLES.find(([type]) => type === 'video/x-msvideo')![2]);
    expect(await acceptedType('image', jpeg, { dataType: 'image/jpg', name: '' })).toBe('image/jpeg');
    expect(await acceptedType('image', heif, { dataType: 'image/heic', name: '' })).toBe('image/heif');
    expect(await acceptedType('video', avi, { dataType: 'video/avi', name: '' })).toBe('video/x-msvideo');
  });
});
