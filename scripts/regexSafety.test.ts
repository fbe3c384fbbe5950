import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { checkSync, type Diagnostics, type Parameters } from 'recheck';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// recheck reads these on each call: its pure JavaScript checker, in this thread, needs no Java or native binary in CI.
process.env.RECHECK_BACKEND = 'pure';
process.env.RECHECK_SYNC_BACKEND = 'pure';

const ROOT = join(import.meta.dirname, '..');
const FOLDERS = ['server', 'contract', 'src', 'scripts'];
const SOURCE_FILE = /\.(tsx?|mjs)$/;

/**
 * Step limits instead of time limits, so a verdict does not depend on the machine's load (the overall timeout only
 * stops a hang); small fuzzing rounds, and fuzzing rather than automata above 3,000 states (long literal prefixes took
 * the automata 5-17 s each). The self-check below shows these settings still catch what issue 15 replaced.
 */
const PARAMETERS: Parameters = {
  timeout: 60_000,
  attackTimeout: null,
  incubationTimeout: null,
  seedingTimeout: null,
  maxNFASize: 3_000,
  maxAttackStringSize: 30_000,
  attackLimit: 10_000_000,
  maxIteration: 3,
  maxInitialGenerationSize: 100,
  maxGenerationSize: 50,
};

/** Expressions that may stay super-linear because they only ever read our own constant text: literal -> why. */
const TRUSTED_ONLY = new Map<string, string>();

interface Found {
  literal: string;
  source: string;
  flags: string;
  places: string[];
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return SOURCE_FILE.test(entry.name) ? [path] : [];
  });
}

/** The inline scripts of index.html, which the browser runs before any module. */
function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (let at = html.indexOf('<script'); at >= 0; at = html.indexOf('<script', at + 1)) {
    const tagEnd = html.indexOf('>', at);
    const close = html.indexOf('</script>', tagEnd);
    if (tagEnd < 0 || close < 0) break;
    if (!html.slice(at, tagEnd).includes(' src=')) scripts.push(html.slice(tagEnd + 1, close));
  }
  return scripts;
}

function stringOf(node: ts.Expression | undefined): string | null {
  if (node === undefined) return '';
  return ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) ? node.text : null;
}

/** Every regular expression literal and `RegExp(...)` call in the code, by expression, with where each appears. */
function collectExpressions(): { expressions: Found[]; unchecked: string[] } {
  const byLiteral = new Map<string, Found>();
  const unchecked: string[] = [];
  const files = FOLDERS.flatMap((folder) => sourceFiles(join(ROOT, folder))).map((path) => ({
    name: relative(ROOT, path),
    text: readFileSync(path, 'utf8'),
  }));
  inlineScripts(readFileSync(join(ROOT, 'index.html'), 'utf8')).forEach((text, index) =>
    files.push({ name: `index.html script ${index + 1}`, text }),
  );
  for (const { name, text } of files) {
    const kind = name.endsWith('.tsx') ? ts.ScriptKind.TSX : name.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.JS;
    const file = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true, kind);
    const add = (node: ts.Node, source: string, flags: string) => {
      const literal = `/${source}/${flags}`;
      const place = `${name}:${file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1}`;
      const found = byLiteral.get(literal) ?? { literal, source, flags, places: [] };
      found.places.push(place);
      byLiteral.set(literal, found);
    };
    const visit = (node: ts.Node) => {
      if (ts.isRegularExpressionLiteral(node)) {
        const end = node.text.lastIndexOf('/');
        add(node, node.text.slice(1, end), node.text.slice(end + 1));
      } else if (
        (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === 'RegExp'
      ) {
        const [source, flags] = [stringOf(node.arguments?.[0]), stringOf(node.arguments?.[1])];
        if (source === null || flags === null)
          unchecked.push(`${name}:${file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1}`);
        else add(node, source, flags);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return { expressions: [...byLiteral.values()], unchecked };
}

function verdict(diagnostics: Diagnostics): string {
  if (diagnostics.status === 'safe') return 'safe';
  if (diagnostics.status === 'vulnerable') return `${diagnostics.complexity.summary}, e.g. ${diagnostics.attack.pattern}`;
  return `not decided: ${diagnostics.error.kind}`;
}

const { expressions, unchecked } = collectExpressions();

describe('regular expressions run in linear time (issue 15)', () => {
  it('finds the expressions, and every RegExp is built from literals it can check', () => {
    expect(expressions.length).toBeGreaterThan(100);
    expect(unchecked).toEqual([]);
  });

  it.each(expressions.filter(({ literal }) => !TRUSTED_ONLY.has(literal)).map((found) => [found.literal, found] as const))(
    '%s',
    (_literal, found) => {
      const result = verdict(checkSync(found.source, found.flags, PARAMETERS));
      expect(result, `in ${found.places.join(', ')}`).toBe('safe');
    },
  );

  // Strings rather than literals, so the scan above does not find them.
  it.each([
    [
      'the SVG start before issue 15',
      String.raw`^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE\s+svg[^[>]*(\[[^\]]*\])?\s*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>/]`,
      'i',
    ],
    ['a trailing run', String.raw`\/+$`, ''],
    ['the reader page test before issue 15', String.raw`<div id="root">(.*)<\/div><script type="application\/json"`, 's'],
  ])('with these settings, still reports %s as super-linear', (_name, source, flags) => {
    expect(checkSync(source, flags, PARAMETERS).status).toBe('vulnerable');
  });
});
