import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/test-app.ts';

describe('GET /api/site', () => {
  it('gives the footer sensible defaults: the name Halaqa, About on the landing page, the first admin as contact', async () => {
    const t = await startTestApp('sqlite', { ADMIN_EMAILS: 'dean@example.edu,it@example.edu' });
    try {
      const res = await fetch(`${t.url}/api/site`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        name: 'Halaqa',
        aboutUrl: '/',
        privacyUrl: null,
        contactUrl: 'mailto:dean@example.edu',
      });
    } finally {
      await t.close();
    }
  });

  it("uses the deployment's SITE_NAME, ABOUT_URL, PRIVACY_URL and CONTACT_URL", async () => {
    const t = await startTestApp('sqlite', {
      SITE_NAME: 'Halaqa at King Saud University',
      ABOUT_URL: 'https://ksu.example.edu/halaqa',
      PRIVACY_URL: 'https://ksu.example.edu/privacy',
      CONTACT_URL: 'mailto:help@ksu.example.edu',
    });
    try {
      expect(await (await fetch(`${t.url}/api/site`)).json()).toEqual({
        name: 'Halaqa at King Saud University',
        aboutUrl: 'https://ksu.example.edu/halaqa',
        privacyUrl: 'https://ksu.example.edu/privacy',
        contactUrl: 'mailto:help@ksu.example.edu',
      });
    } finally {
      await t.close();
    }
  });
});
