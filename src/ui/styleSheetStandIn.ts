/**
 * Stands in for react-style-singleton's `singleton` module in builds (see vite.config.ts). Radix's scroll lock (through
 * react-remove-scroll-bar) adds its rules with it, as an inline <style> element, which the Content-Security-Policy
 * refuses; this adopts them as a constructed stylesheet, which the policy does not govern. Same contract: the first
 * `add` puts the rules in, the last `remove` takes them out.
 */
export function stylesheetSingleton() {
  let counter = 0;
  let sheet: CSSStyleSheet | null = null;
  return {
    add(style: string) {
      if (counter++ === 0 && typeof document !== 'undefined') {
        sheet = new CSSStyleSheet();
        sheet.replaceSync(style);
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      }
    },
    remove() {
      if (--counter === 0 && sheet) {
        const added = sheet;
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((each) => each !== added);
        sheet = null;
      }
    },
  };
}
