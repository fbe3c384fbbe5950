import { beforeEach, describe, expect, it } from 'vitest';
import { stylesheetSingleton } from './styleSheetStandIn';

const adoptedRules = () =>
  document.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText.replace(/\s/g, '')));

// jsdom has constructed stylesheets but starts without the list of adopted ones, which browsers always have.
beforeEach(() => {
  document.adoptedStyleSheets = [];
});

describe("the stand-in for react-style-singleton's singleton", () => {
  it('adopts the rules on the first add, as a constructed stylesheet rather than a <style> element', () => {
    const singleton = stylesheetSingleton();
    singleton.add('body { overflow: hidden; }');
    singleton.add('body { overflow: scroll; }');
    expect(adoptedRules()).toEqual(['body{overflow:hidden;}']);
    expect(document.querySelectorAll('style')).toHaveLength(0);
  });

  it('takes them out on the last remove only, leaving other adopted sheets', () => {
    const other = new CSSStyleSheet();
    other.replaceSync('p { color: red; }');
    document.adoptedStyleSheets = [other];
    const singleton = stylesheetSingleton();
    singleton.add('body { overflow: hidden; }');
    singleton.add('body { overflow: hidden; }');
    singleton.remove();
    expect(adoptedRules()).toHaveLength(2);
    singleton.remove();
    expect(document.adoptedStyleSheets).toEqual([other]);
    singleton.add('html { color: blue; }');
    expect(adoptedRules()).toEqual(['p{color:red;}', 'html{color:blue;}']);
  });
});
