import { describe, expect, it } from 'vitest';
import { IMAGE_SAMPLES, VIDEO_SAMPLES, pngOf } from '../../tests/mediaSamples';
import { acceptedType, detectMediaType } from './mediaType';

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
