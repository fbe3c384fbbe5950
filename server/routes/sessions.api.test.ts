import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_NOW, type TestApp } from '../../tests/apiHarness';

/** Sessions (issue 32): each person sees their signed-in browsers, signs out of the others, and a new password does too. */

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

async function signInFrom(email: string, password: string, userAgent: string): Promise<string> {
  const response = await t.request('POST', '/api/auth/sign_in', { body: { email, password }, headers: { 'user-agent': userAgent } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}
const me = async (token: string) => (await t.request('GET', '/api/me', { token })).status;
type Listed = { id: string; attributes: { user_agent: string | null; current: boolean; signed_in_at: string; last_used_at: string } };
const at = (seconds: number) => new Date(TEST_NOW.getTime() + seconds * 1000);

describe('sessions', () => {
  it("lists the caller's own browsers, marking this one, and never another person's or a token", async () => {
    const laptop = await signInFrom('editor@example.org', 'demo-editor', 'Laptop Firefox');
    await signInFrom('editor@example.org', 'demo-editor', 'Phone Safari');
    await signInFrom('colleague@example.org', 'demo-colleague', 'Colleague Chrome');
    const { status, body } = await t.json('GET', '/api/auth/sessions', { token: laptop });
    expect(status).toBe(200);
    const listed = (body.data as Listed[]).map((row) => [row.attributes.user_agent, row.attributes.current]);
    expect(listed.sort()).toEqual([
      ['Laptop Firefox', true],
      ['Phone Safari', false],
    ]);
    expect(JSON.stringify(body)).not.toContain(laptop);
    expect((await t.request('GET', '/api/auth/sessions')).status).toBe(401);
  });

  it('shows when each browser was last used, written at most once a minute per session', async () => {
    const laptop = await signInFrom('editor@example.org', 'demo-editor', 'Laptop');
    const phone = await signInFrom('editor@example.org', 'demo-editor', 'Phone');
    const usedAt = async () =>
      Object.fromEntries(
        ((await t.json('GET', '/api/auth/sessions', { token: laptop })).body.data as Listed[]).map((row) => [
          row.attributes.user_agent,
          [row.attributes.signed_in_at, row.attributes.last_used_at],
        ]),
      );
    t.setNow(at(5 * 60));
    expect(await me(phone)).toBe(200);
    t.setNow(at(5 * 60 + 30));
    expect(await me(phone)).toBe(200); // within the minute: not written again
    const signedIn = TEST_NOW.toISOString();
    // The listing is itself the laptop's request at 5:30, so the laptop was last used then.
    expect(await usedAt()).toEqual({ Laptop: [signedIn, at(330).toISOString()], Phone: [signedIn, at(300).toISOString()] });
    t.setNow(at(6 * 60));
    expect(await me(phone)).toBe(200);
    expect((await usedAt()).Phone).toEqual([signedIn, at(360).toISOString()]);
  });

  it('signs out of one other browser, or of all the others, keeping this one; another person’s session is absent', async () => {
    const laptop = await signInFrom('editor@example.org', 'demo-editor', 'Laptop');
    const phone = await signInFrom('editor@example.org', 'demo-editor', 'Phone');
    const tablet = await signInFrom('editor@example.org', 'demo-editor', 'Tablet');
    const colleague = await signInFrom('colleague@example.org', 'demo-colleague', 'Colleague');
    const rows = (await t.json('GET', '/api/auth/sessions', { token: laptop })).body.data as Listed[];
    const phoneId = rows.find((row) => row.attributes.user_agent === 'Phone')!.id;
    const colleagueId = ((await t.json('GET', '/api/auth/sessions', { token: colleague })).body.data as Listed[])[0].id;
    expect(await t.json('DELETE', `/api/auth/sessions/${colleagueId}`, { token: laptop })).toMatchObject({
      status: 404,
      body: { error: 'This session does not exist.' },
    });
    expect((await t.request('DELETE', '/api/auth/sessions/not-a-number', { token: laptop })).status).toBe(404);
    expect(await me(colleague)).toBe(200);
    expect((await t.request('DELETE', `/api/auth/sessions/${phoneId}`, { token: laptop })).status).toBe(204);
    expect([await me(laptop), await me(phone), await me(tablet)]).toEqual([200, 401, 200]);
    expect((await t.request('DELETE', '/api/auth/sessions/others', { token: laptop })).status).toBe(204);
    expect([await me(laptop), await me(tablet), await me(colleague)]).toEqual([200, 401, 200]);
  });

  it('changes the password with the current one and signs out the other browsers; a wrong current password changes nothing', async () => {
    const laptop = await signInFrom('editor@example.org', 'demo-editor', 'Laptop');
    const phone = await signInFrom('editor@example.org', 'demo-editor', 'Phone');
    const wrong = await t.json('PUT', '/api/auth/password', {
      token: laptop,
      body: { current_password: 'not-it', password: 'a-brand-new-password' },
    });
    expect(wrong).toMatchObject({ status: 400, body: { error: 'Your current password is not right.' } });
    expect(await me(phone)).toBe(200);
    expect(
      (await t.json('PUT', '/api/auth/password', { token: laptop, body: { current_password: 'demo-editor', password: 'short' } })).status,
    ).toBe(400);
    expect(
      (
        await t.request('PUT', '/api/auth/password', {
          token: laptop,
          body: { current_password: 'demo-editor', password: 'a-brand-new-password' },
        })
      ).status,
    ).toBe(204);
    expect([await me(laptop), await me(phone)]).toEqual([200, 401]);
    expect((await t.request('POST', '/api/auth/sign_in', { body: { email: 'editor@example.org', password: 'demo-editor' } })).status).toBe(
      401,
    );
    expect(await signInFrom('editor@example.org', 'a-brand-new-password', 'Phone')).toEqual(expect.any(String));
    expect(
      (await t.request('PUT', '/api/auth/password', { body: { current_password: 'x', password: 'a-brand-new-password' } })).status,
    ).toBe(401);
  });
});
