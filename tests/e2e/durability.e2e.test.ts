import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './serverProcess';

let server: RunningServer | null = null;
afterAll(() => server?.stop('SIGKILL'));

function documentWith(text: string) {
  return {
    root: {
      type: 'root',
      version: 1,
      direction: 'ltr',
      format: '',
      indent: 0,
      children: [
        {
          type: 'paragraph',
          version: 1,
          direction: 'ltr',
          format: '',
          indent: 0,
          textFormat: 0,
          textStyle: '',
          children: [{ type: 'text', version: 1, text, format: 0, detail: 0, mode: 'normal', style: '' }],
        },
      ],
    },
  };
}

describe('durability', () => {
  it('loses no acknowledged write when the server is killed with SIGKILL during a burst of saves', async () => {
    server = await startServer();
    const { url, dataDir } = server;
    const signIn = await fetch(`${url}/api/auth/sign_in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'editor@example.org', password: 'demo-editor' }),
    });
    const { token } = (await signIn.json()) as { token: string };
    const list = await (await fetch(`${url}/api/content/stories?limit=3`)).json();
    const targets: Array<{ id: string; version: number; acknowledged: string | null }> = list.data.map(
      (item: { id: string; attributes: { version: number } }) => ({ id: item.id, version: item.attributes.version, acknowledged: null }),
    );
    let stop = false;
    const writers = targets.map(async (target) => {
      for (let n = 0; !stop; n++) {
        const text = `save ${target.id}-${n}`;
        try {
          const response = await fetch(`${url}/api/pages/${target.id}`, {
            method: 'PUT',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ page: { version: target.version, lexical_body: documentWith(text) } }),
          });
          if (response.status !== 200) break;
          const saved = await response.json();
          target.version = saved.data.attributes.version;
          target.acknowledged = text;
        } catch {
          break;
        }
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await server.stop('SIGKILL');
    stop = true;
    await Promise.all(writers);
    expect(targets.every((target) => target.acknowledged !== null)).toBe(true);

    server = await startServer({ dataDir });
    const again = await fetch(`${server.url}/api/auth/sign_in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'editor@example.org', password: 'demo-editor' }),
    });
    const fresh = (await again.json()) as { token: string };
    for (const target of targets) {
      const page = await (
        await fetch(`${server.url}/api/pages/${target.id}`, { headers: { authorization: `Bearer ${fresh.token}` } })
      ).json();
      expect(page.data.attributes.version).toBeGreaterThanOrEqual(target.version);
      if (page.data.attributes.version === target.version) {
        expect(JSON.stringify(page.data.attributes.lexical_body)).toContain(target.acknowledged!);
      }
    }
  });
});
