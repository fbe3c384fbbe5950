import type { CSSProperties } from 'react';

import { TEXT_COLOURS } from '../../contract/palette';

export { TEXT_COLOURS };

const FORMATS = [
  [1, 'strong'],
  [2, 'em'],
  [4, 's'],
  [8, 'u'],
  [16, 'code'],
  [32, 'sub'],
  [64, 'sup'],
  [128, 'mark'],
] as const;

export type FormatTag = (typeof FORMATS)[number][1];

export function formatTagsOf(format: unknown): FormatTag[] {
  if (typeof format !== 'number' || !Number.isInteger(format) || format <= 0) return [];
  return FORMATS.filter(([bit]) => (format & bit) !== 0).map(([, tag]) => tag);
}

export function textStyleOf(style: unknown): CSSProperties | undefined {
  if (typeof style !== 'string') return undefined;
  let color: string | undefined;
  for (const declaration of style.split(';')) {
    const separator = declaration.indexOf(':');
    if (separator < 0) continue;
    const property = declaration.slice(0, separator).trim().toLowerCase();
    const value = declaration
      .slice(separator + 1)
      .trim()
      .toUpperCase();
    if (property !== 'color') continue;
    color = TEXT_COLOURS.find((colour) => colour === value) ?? color;
  }
  return color ? { color } : undefined;
}
