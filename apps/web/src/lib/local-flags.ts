import { useSyncExternalStore } from 'react';

// The spec's two client flags (spec §3). `isAdmin` is informational only: decisions read the
// session's user.isAdmin, which the server vouches for.
const GUEST_KEY = 'guest';
const IS_ADMIN_KEY = 'isAdmin';
const CHANGE_EVENT = 'halaqa:local-flags';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage can be disabled (private mode); the flags are a convenience, not state we rely on.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function isGuestFlagSet(): boolean {
  return read(GUEST_KEY) === 'true';
}

/** Continue as Guest: marks the browser as a guest (spec §4). */
export function setGuestFlag(): void {
  write(GUEST_KEY, 'true');
}

export function clearGuestFlag(): void {
  write(GUEST_KEY, null);
}

export function storeAdminFlag(isAdmin: boolean): void {
  write(IS_ADMIN_KEY, isAdmin ? 'true' : 'false');
}

function subscribe(onChange: () => void): () => void {
  // 'storage' covers other tabs, the custom event covers this one.
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/** The guest flag as React state, updated when any tab changes it. */
export function useGuestFlag(): boolean {
  return useSyncExternalStore(subscribe, isGuestFlagSet, () => false);
}
