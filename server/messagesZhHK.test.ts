import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { conflict, unprocessable } from './errors';
import { errorAnswer } from './errorAnswer';
import { messageInLanguage, prefersChinese } from './messagesZhHK';
import { IMAGES_WITHOUT_ALT } from './services/publishChecks';

function appThrowing(error: unknown) {
  const app = new Hono();
  app.put('/api/pages/:id/publish', () => {
    throw error;
  });
  app.onError(errorAnswer);
  return app;
}

describe("server messages in the reader's language", () => {
  it('answers in Chinese when the request prefers zh, in English otherwise, and says it varies', async () => {
    const app = appThrowing(unprocessable(IMAGES_WITHOUT_ALT, { images: [] }));
    const chinese = await app.request('/api/pages/1/publish', { method: 'PUT', headers: { 'Accept-Language': 'zh-HK, en;q=0.5' } });
    expect(chinese.status).toBe(422);
    expect(await chinese.json()).toEqual({ error: expect.stringContaining('替代文字'), images: [] });
    expect(chinese.headers.get('vary')).toContain('Accept-Language');
    const english = await app.request('/api/pages/1/publish', { method: 'PUT', headers: { 'Accept-Language': 'en-GB,zh;q=0.8' } });
    expect((await english.json()).error).toBe(IMAGES_WITHOUT_ALT);
  });

  it('keeps a message it has no translation for, and reads only the first language of the header', () => {
    expect(messageInLanguage('A message no one translated.', 'zh-HK')).toBe('A message no one translated.');
    expect(messageInLanguage('Page not found.', 'zh')).toBe('找不到頁面。');
    expect(messageInLanguage('Page not found.', undefined)).toBe('Page not found.');
    expect(messageInLanguage('toString', 'zh-HK')).toBe('toString');
    expect(prefersChinese('zh-Hant-HK')).toBe(true);
    expect(prefersChinese('en, zh')).toBe(false);
    expect(prefersChinese('zhx')).toBe(false);
  });

  it('translates a stale-version conflict the editor meets', async () => {
    const app = appThrowing(conflict('This page was changed by someone else since you opened it.', { current_version: 3 }));
    const answer = await app.request('/api/pages/1/publish', { method: 'PUT', headers: { 'Accept-Language': 'zh-HK' } });
    expect(await answer.json()).toEqual({ error: '自你開啟此頁後，其他人已修改了它。', current_version: 3 });
  });
});
