import Dropdown from 'react-bootstrap/Dropdown';
import { Link } from 'react-router';

/** Profile and Sign Out, the items of both the top-bar dropdown and the bottom-bar popup. */
export function AccountMenuItems(props: { onSignOut(): Promise<void> }) {
  return (
    <>
      <Dropdown.Item as={Link} to="/profile">
        Profile
      </Dropdown.Item>
      <Dropdown.Item as="button" onClick={() => void props.onSignOut()}>
        Sign Out
      </Dropdown.Item>
    </>
  );
}
