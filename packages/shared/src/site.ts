// zod/mini: every page's footer reads this, so it must not pull in the whole of zod.
import * as z from 'zod/mini';

/** What the deployment says about itself in the footer (GET /api/site). */
export const SiteInfo = z.object({
  /** The deployment's name, like 'Halaqa at King Saud University'. */
  name: z.string(),
  aboutUrl: z.string(),
  /** null: the deployment has not said, so the footer shows no link. */
  privacyUrl: z.nullable(z.string()),
  contactUrl: z.nullable(z.string()),
});
export type SiteInfo = z.infer<typeof SiteInfo>;
