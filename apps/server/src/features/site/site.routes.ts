import type { FastifyInstance } from 'fastify';
import { SiteInfo } from '@halaqa/shared/site';

/** The footer's settings (SITE_NAME, ABOUT_URL, PRIVACY_URL, CONTACT_URL), public. */
export async function siteRoutes(app: FastifyInstance): Promise<void> {
  const { site, adminEmails } = app.config;
  // Without CONTACT_URL, the first admin is who a student would write to.
  const contactUrl = site.contactUrl ?? (adminEmails[0] ? `mailto:${adminEmails[0]}` : null);
  const body: SiteInfo = {
    name: site.name,
    aboutUrl: site.aboutUrl,
    privacyUrl: site.privacyUrl ?? null,
    contactUrl,
  };
  app.get('/api/site', { schema: { response: { 200: SiteInfo } } }, async (_req, reply) =>
    reply.header('cache-control', 'public, max-age=300').send(body),
  );
}
