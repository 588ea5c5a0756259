import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router';

/** What a route declares in its `handle` (router.tsx): the first part of the tab's title. */
export interface RouteHandle {
  title: string;
}

const SITE = 'Halaqa';
/** How long a page may take to show its heading (a skeleton first, then data) after navigation. */
const HEADING_WAIT_MS = 5000;

function titleOf(handle: unknown): string | undefined {
  return (handle as Partial<RouteHandle> | undefined)?.title;
}

/** Focuses the page's first visible heading once it is in the page. */
function focusHeadingWhenShown(main: HTMLElement): () => void {
  const find = () => main.querySelector<HTMLElement>('h1:not([aria-hidden="true"])');
  const focus = (heading: HTMLElement) => {
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  };
  const now = find();
  if (now) {
    focus(now);
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    const heading = find();
    if (!heading) return;
    observer.disconnect();
    focus(heading);
  });
  observer.observe(main, { childList: true, subtree: true });
  const timer = window.setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
  return () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
}

/**
 * Each route's own tab title ('Log In – Halaqa'), and after a navigation (not the first load,
 * where the browser starts at the top of the page) focus on the new page's heading, so a screen
 * reader announces where the user has arrived.
 */
export function useRouteAnnouncer(main: React.RefObject<HTMLElement | null>): void {
  const matches = useMatches();
  const { pathname } = useLocation();
  const title = matches.map((match) => titleOf(match.handle)).findLast(Boolean);
  const firstLoad = useRef(true);

  useEffect(() => {
    document.title = title ? `${title} – ${SITE}` : SITE;
  }, [title]);

  useEffect(() => {
    if (firstLoad.current) {
      firstLoad.current = false;
      return;
    }
    if (!main.current) return;
    return focusHeadingWhenShown(main.current);
  }, [pathname, main]);
}
