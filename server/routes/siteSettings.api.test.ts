import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/apiHarness';
import { auditLog } from '../db/auditSchema';
import { siteSettings } from '../db/settingsSchema';
import { staticChanges, staticPublishing } from '../db/staticSchema';
import { defaultSiteConfig } from '../siteConfig';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const admin = () => t.signIn('admin@example.org', 'demo-admin');

const settings = {
  site_name: { en: 'Harbour Institute', hk: '海港學會' },
  announcement: {
    title: 'Open House 2027',
    subtitle: 'Every room open, one Saturday.',
    second_title: 'Saturday 6 March',
    link: '/en/events/open-house',
  },
  themed_series_slug: 'city-of-water',
  domains: ['harbour.example.org', 'www.example.org'],
};

describe('site settings', () => {
  it('refuses anyone but an administrator, before reading the body', async () => {
    // A PUT's body is not even JSON: it is never read.
    const ask = (method: string, token?: string) =>
      t.request(method, '/api/admin/settings', {
        token,
        ...(method === 'PUT' ? { raw: '{not json', headers: { 'content-type': 'application/json' } } : {}),
      });
    for (const method of ['GET', 'PUT']) {
      const anonymous = await ask(method);
      expect(anonymous.status, method).toBe(401);
      expect(((await anonymous.json()) as { error: string }).error).toBeTruthy();
      for (const email of ['editor@example.org', 'reader@example.org']) {
        const answer = await ask(method, await t.signIn(email));
        expect(answer.status, `${method} ${email}`).toBe(403);
        expect(((await answer.json()) as { error: string }).error).toBe('You do not have permission to do that.');
      }
    }
    expect(await t.deps.database.db.select().from(siteSettings)).toEqual([]);
  });

  it("answers the environment's settings at version 0 while none are saved", async () => {
    const { status, body } = await t.json('GET', '/api/admin/settings', { token: await admin() });
    expect(status).toBe(200);
    expect(body.data.attributes).toEqual({
      site_name: { en: 'Masthead', hk: 'Masthead' },
      announcement: {
        title: defaultSiteConfig.announcement!.title,
        subtitle: defaultSiteConfig.announcement!.subtitle,
        second_title: defaultSiteConfig.announcement!.secondTitle,
        link: defaultSiteConfig.announcement!.link,
      },
      announcement_hk: {
        title: '2027 年訪問學人計劃',
        subtitle: defaultSiteConfig.announcementHk!.subtitle,
        second_title: defaultSiteConfig.announcementHk!.secondTitle,
        link: '',
      },
      themed_series_slug: 'city-of-water',
      domains: defaultSiteConfig.domains,
      sso: {
        enabled: false,
        name: '',
        issuer: '',
        client_id: '',
        client_secret_set: false,
        allowed_domains: [],
        default_role: 'staff',
        invitation_required: false,
        password_sign_in: true,
        callback_url: 'http://localhost:3000/api/auth/sso/callback',
      },
      version: 0,
      saved: false,
      updated_at: null,
    });
  });

  it('refuses bad settings with a message for the field, and keeps the stored ones', async () => {
    const token = await admin();
    const bad: Array<[string, unknown]> = [
      ['site_name.en', { ...settings, site_name: { en: '  ', hk: 'x' } }],
      ['site_name.hk', { ...settings, site_name: { en: 'x', hk: 'x'.repeat(81) } }],
      ['announcement.link', { ...settings, announcement: { ...settings.announcement, link: 'javascript:alert(1)' } }],
      ['announcement.link', { ...settings, announcement: { ...settings.announcement, link: '//evil.example.com/' } }],
      ['announcement.title', { ...settings, announcement: { ...settings.announcement, title: 'x'.repeat(201) } }],
      ['domains.0', { ...settings, domains: ['https://example.org/path'] }],
      ['domains', { ...settings, domains: Array.from({ length: 21 }, (_, index) => `d${index}.example.org`) }],
      ['themed_series_slug', { ...settings, themed_series_slug: 'Not a slug!' }],
      ['version', { ...settings }],
    ];
    for (const [field, body] of bad) {
      const answer = await t.json('PUT', '/api/admin/settings', {
        token,
        body: { version: 0, ...(body as object), ...(field === 'version' ? { version: -1 } : {}) },
      });
      expect(answer.status, field).toBe(400);
      expect(answer.body.error, field).toBeTruthy();
      expect(Object.keys(answer.body.fields ?? {}), field).toContain(field);
    }
    // In Chinese for a /hk screen, field by field.
    const chinese = await t.request('PUT', '/api/admin/settings', {
      token,
      headers: { 'accept-language': 'zh-HK' },
      body: { ...settings, version: 0, domains: ['not a host'] },
    });
    expect(await chinese.json()).toMatchObject({ fields: { 'domains.0': '每個網域必須是主機名稱，例如 www.example.org。' } });
    expect(await t.deps.database.db.select().from(siteSettings)).toEqual([]);
  });

  it('saves the settings, which readers get at once, with the cache emptied', async () => {
    const token = await admin();
    const before = await t.json('GET', '/api/site_config');
    expect(before.body.data.attributes.announcement.title).toBe('Visiting Fellowships 2027');
    expect(t.deps.readerCache!.size).toBeGreaterThan(0);

    const saved = await t.json('PUT', '/api/admin/settings', {
      token,
      body: { ...settings, version: 0, domains: [' Harbour.Example.org ', 'www.example.org', 'harbour.example.org'] },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.attributes).toMatchObject({ ...settings, version: 1, saved: true, updated_at: '2026-11-21T10:00:00.000Z' });

    const after = await t.json('GET', '/api/site_config');
    expect(after.body.data.attributes).toMatchObject({
      site_name: settings.site_name,
      site_domains: settings.domains,
      announcement: {
        title: 'Open House 2027',
        subtitle: 'Every room open, one Saturday.',
        second_title: 'Saturday 6 March',
        link: '/en/events/open-house',
      },
      themed_series: { slug: 'city-of-water', title: 'City of Water' },
    });
    // The organisation's domains are the ones fetch_event accepts.
    expect(
      (await t.json('GET', `/api/fetch_event?url=${encodeURIComponent('https://harbour.example.org/en/events/archive-open-day')}`)).status,
    ).toBe(200);
    expect(
      (await t.json('GET', `/api/fetch_event?url=${encodeURIComponent('https://example.org/en/events/archive-open-day')}`)).status,
    ).toBe(400);

    // No announcement and no themed series.
    const hidden = await t.json('PUT', '/api/admin/settings', {
      token,
      body: { ...settings, announcement: null, themed_series_slug: '', version: 1 },
    });
    expect(hidden.body.data.attributes.version).toBe(2);
    expect((await t.json('GET', '/api/site_config')).body.data.attributes).toMatchObject({
      announcement: null,
      themed_series: { slug: '', title: null, page_id: null },
    });
  });

  it('gives /hk readers the Chinese announcement, the English one while none is typed, and keeps it for a client that sends none', async () => {
    const token = await admin();
    const readers = async () => {
      const { announcement, announcement_hk } = (await t.json('GET', '/api/site_config')).body.data.attributes;
      return [announcement?.title ?? null, announcement_hk?.title ?? null, announcement_hk?.link ?? null];
    };
    expect(await readers()).toEqual(['Visiting Fellowships 2027', '2027 年訪問學人計劃', defaultSiteConfig.announcement!.link]);
    const hk = { title: '2027 開放日', subtitle: '', second_title: '三月六日星期六', link: '/hk/events/open-house' };
    const saved = await t.json('PUT', '/api/admin/settings', { token, body: { ...settings, announcement_hk: hk, version: 0 } });
    expect(saved.body.data.attributes.announcement_hk).toEqual(hk);
    expect(await readers()).toEqual(['Open House 2027', '2027 開放日', '/hk/events/open-house']);
    // An older client (no announcement_hk) changes the English text only.
    await t.json('PUT', '/api/admin/settings', { token, body: { ...settings, site_name: { en: 'Harbour', hk: '海港' }, version: 1 } });
    expect(await readers()).toEqual(['Open House 2027', '2027 開放日', '/hk/events/open-house']);
    // Nothing typed in Chinese, and an empty Chinese link: the English text, and the English link.
    const blank = { title: ' ', subtitle: '', second_title: '', link: '' };
    const emptied = await t.json('PUT', '/api/admin/settings', { token, body: { ...settings, announcement_hk: blank, version: 2 } });
    expect(emptied.body.data.attributes.announcement_hk).toBeNull();
    expect(await readers()).toEqual(['Open House 2027', 'Open House 2027', '/en/events/open-house']);
    await t.json('PUT', '/api/admin/settings', { token, body: { ...settings, announcement_hk: { ...hk, link: '' }, version: 3 } });
    expect(await readers()).toEqual(['Open House 2027', '2027 開放日', '/en/events/open-house']);
    // No announcement hides it in both languages.
    await t.json('PUT', '/api/admin/settings', { token, body: { ...settings, announcement: null, version: 4 } });
    expect(await readers()).toEqual([null, null, null]);
    // A Chinese subtitle without its title, or an unsafe link, is refused in the field, in Chinese on request.
    for (const [field, body] of [
      ['announcement_hk.title', { ...hk, title: '' }],
      ['announcement_hk.link', { ...hk, link: 'javascript:alert(1)' }],
    ] as const) {
      const answer = await t.request('PUT', '/api/admin/settings', {
        token,
        headers: { 'accept-language': 'zh-HK' },
        body: { ...settings, announcement_hk: body, version: 5 },
      });
      expect(answer.status, field).toBe(400);
      const { fields } = (await answer.json()) as { fields: Record<string, string> };
      expect(Object.keys(fields), field).toEqual([field]);
      expect(fields[field], field).toMatch(/中文公告/);
    }
    expect((await t.deps.database.db.select().from(siteSettings))[0].version).toBe(5);
  });

  it('refuses a save made on an older version with 409, keeping the first save', async () => {
    const first = await admin();
    const second = await admin();
    const opened = (await t.json('GET', '/api/admin/settings', { token: second })).body.data.attributes.version;
    expect((await t.json('PUT', '/api/admin/settings', { token: first, body: { ...settings, version: opened } })).status).toBe(200);
    const stale = await t.json('PUT', '/api/admin/settings', {
      token: second,
      body: { ...settings, site_name: { en: 'Other', hk: '其他' }, version: opened },
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ current_version: 1 });
    expect(stale.body.error).toMatch(/Another administrator saved/);
    const [row] = await t.deps.database.db.select().from(siteSettings);
    expect(row.settings.site_name.en).toBe('Harbour Institute');
    // Two saves from version 1 at once: exactly one wins.
    const both = await Promise.all(
      [first, second].map((token, index) =>
        t.json('PUT', '/api/admin/settings', { token, body: { ...settings, site_name: { en: `Name ${index}`, hk: '名' }, version: 1 } }),
      ),
    );
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await t.deps.database.db.select().from(siteSettings))[0].version).toBe(2);
    // One audit entry for each save that happened (two), none for the refused ones, each with what changed.
    const entries = await t.deps.database.db.select().from(auditLog).where(eq(auditLog.action, 'settings.save')).orderBy(auditLog.id);
    expect(entries).toHaveLength(2);
    expect(entries[1].changes).toMatchObject({ 'site_name.en': { from: 'Harbour Institute' } });
  });

  it('notes a change of the whole site for static publishing when it is on', async () => {
    const token = await admin();
    await t.json('PUT', '/api/admin/settings', { token, body: { ...settings, version: 0 } });
    expect(await t.deps.database.db.select().from(staticChanges).where(eq(staticChanges.scope, 'site'))).toEqual([]);
    await t.deps.database.db.insert(staticPublishing).values({ id: 1 });
    await t.json('PUT', '/api/admin/settings', { token, body: { ...settings, version: 1 } });
    expect(
      await t.deps.database.db.select({ scope: staticChanges.scope }).from(staticChanges).where(eq(staticChanges.scope, 'site')),
    ).toEqual([{ scope: 'site' }]);
  });
});
