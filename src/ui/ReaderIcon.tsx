/**
 * Readers' few icons (the header's menu and search, the caption toggle), drawn here: lucide-react, the editor's icons, would bring
 * its runtime into the reader's bundle, 1.3 kB gzip of its 110 kB budget. A 24-unit grid, 2-unit round strokes, in the
 * text's colour, as the editor's icons are drawn.
 */
const STROKES = {
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6 6 18',
  info: 'M12 16v-5M12 8h.01',
  search: 'm20 20-4.5-4.5',
} as const;

export function ReaderIcon({ name, size }: { name: keyof typeof STROKES; size: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
    >
      {name === 'info' && <circle cx="12" cy="12" r="10" />}
      {name === 'search' && <circle cx="10.5" cy="10.5" r="6.5" />}
      <path d={STROKES[name]} />
    </svg>
  );
}
