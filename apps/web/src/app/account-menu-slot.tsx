import { lazy, Suspense } from 'react';
import type { AccountMenuProps } from './account-menu.tsx';

const AccountMenu = lazy(() => import('./account-menu.tsx'));

/** The account menu, loaded on first render for signed-in users; its toggle shows meanwhile. */
export function AccountMenuSlot(props: AccountMenuProps) {
  return (
    <Suspense fallback={<span className="account-menu-pending">{props.toggle}</span>}>
      <AccountMenu {...props} />
    </Suspense>
  );
}
