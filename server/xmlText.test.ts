import { describe, expect, it } from 'vitest';
import { parseXml } from '../tests/xmlDocument';
import { scriptJsonText, xmlText } from './xmlText';

describe('xmlText', () => {
  it('escapes the markup characters and drops every character XML 1.0 forbids, keeping the rest', () => {
    expect(xmlText(`a & b < c > d " e ' f`)).toBe('a &amp; b &lt; c &gt; d &quot; e &apos; f');
    expect(xmlText('\u0000\u0001\u0008\u000b\u000c\u001f\ud800x\udfff\ufffe\uffff')).toBe('x');
    expect(xmlText('tab\tline\ncr\r 香港 😀 \ud7ff\ue000\ufffd')).toBe('tab\tline\ncr\r 香港 😀 \ud7ff\ue000\ufffd');
    const every = Array.from({ length: 0x110000 }, (_, code) =>
      code >= 0xd800 && code <= 0xdfff ? String.fromCharCode(code) : String.fromCodePoint(code),
    ).join('');
    expect(() => parseXml(`<t a="${xmlText(every)}">${xmlText(every)}</t>`)).not.toThrow();
    expect(() => parseXml(`<t>${every.slice(0, 40)}</t>`)).toThrow(/Not well-formed/);
  });

  it('writes JSON that no text can end a script element with', () => {
    const text = scriptJsonText({ name: '</script><script>alert(1)</script><!-- & \u2028' });
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script><!-- & \u2028' });
  });
});
