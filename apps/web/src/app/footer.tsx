import { useQuery } from '@tanstack/react-query';
import { SiteInfo } from '@halaqa/shared/site';
import { request } from '../lib/api-client.ts';

/** The deployment's name and its about, privacy and contact links (SITE_NAME, *_URL settings). */
export function Footer() {
  const site = useQuery({
    queryKey: ['site'],
    queryFn: ({ signal }) => request('/api/site', { schema: SiteInfo, isPublic: true, signal }),
    staleTime: Infinity,
  });
  const info = site.data;
  const links = info
    ? [
        { label: 'About', href: info.aboutUrl },
        { label: 'Privacy', href: info.privacyUrl },
        { label: 'Contact', href: info.contactUrl },
      ].filter((link): link is { label: string; href: string } => link.href !== null)
    : [];
  return (
    <footer className="app-footer">
      <div className="container d-flex flex-wrap align-items-center justify-content-between gap-2">
        <span>{info?.name ?? 'Halaqa'}</span>
        {links.length > 0 && (
          <nav aria-label="Footer" className="d-flex flex-wrap gap-3">
            {links.map((link) => (
              <a key={link.label} href={link.href}>
                {link.label}
              </a>
            ))}
          </nav>
        )}
      </div>
    </footer>
  );
}
