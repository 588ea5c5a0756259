import type { ReactNode } from 'react';
import { Link } from 'react-router';
import Dropdown from 'react-bootstrap/Dropdown';
import { displayName, type SessionUser } from '@halaqa/shared/account';
import '../lib/component-styles.ts';

export interface AccountMenuProps {
  user: SessionUser;
  /** The top bar opens it below the avatar; the bottom bar opens it upwards. */
  placement: 'top-bar' | 'bottom-bar';
  /** The toggle's content: the avatar in the top bar, the profile icon in the bottom bar. */
  toggle: ReactNode;
  onSignOut(): Promise<void>;
}

/**
 * The signed-in user's menu (who is signed in, Profile, Sign Out) in both bars. Its own chunk:
 * only signed-in visitors download the dropdown and its positioning code.
 */
export default function AccountMenu({ user, placement, toggle, onSignOut }: AccountMenuProps) {
  const inTopBar = placement === 'top-bar';
  return (
    <Dropdown
      align="end"
      drop={inTopBar ? 'down' : 'up'}
      className={inTopBar ? undefined : 'bottom-nav-item'}
    >
      <Dropdown.Toggle
        variant={inTopBar ? undefined : 'link'}
        className={
          inTopBar
            ? 'avatar-toggle d-flex align-items-center gap-1'
            : 'bottom-nav-item bottom-nav-toggle'
        }
        id={inTopBar ? 'account-menu' : 'bottom-profile-menu'}
        aria-label={inTopBar ? 'Account menu' : 'Profile'}
      >
        {toggle}
      </Dropdown.Toggle>
      <Dropdown.Menu className="account-menu">
        <Dropdown.Header as="div" className="account-menu-who">
          <span className="d-flex align-items-center gap-2">
            <strong className="text-body text-truncate">{displayName(user)}</strong>
            {user.isAdmin && <span className="badge text-bg-warning">Admin</span>}
          </span>
          <span className="d-block small text-break">{user.email}</span>
        </Dropdown.Header>
        <Dropdown.Divider />
        <Dropdown.Item as={Link} to="/profile">
          Profile
        </Dropdown.Item>
        {user.isAdmin && (
          <Dropdown.Item as={Link} to="/admin/reports">
            Reports
          </Dropdown.Item>
        )}
        <Dropdown.Item as="button" onClick={() => void onSignOut()}>
          Sign Out
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}
