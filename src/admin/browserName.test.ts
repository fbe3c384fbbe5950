import { describe, expect, it } from 'vitest';
import { browserNameOf } from './SessionsRoute';

describe('a session’s browser name', () => {
  it('names the browser and system of common User-Agents, and nothing of an unknown one', () => {
    expect(
      browserNameOf('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36'),
    ).toBe('Chrome, Linux');
    expect(
      browserNameOf(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari, iOS');
    expect(
      browserNameOf(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 Edg/120.0',
      ),
    ).toBe('Edge, Windows');
    expect(browserNameOf('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0')).toBe('Firefox, Linux');
    expect(browserNameOf('curl/8.0')).toBeNull();
  });
});
