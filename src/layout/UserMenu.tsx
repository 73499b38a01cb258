import type { AuthUser } from '#machines/apiTypes.ts';
import { Deferred } from './Deferred.tsx';
import { userTriggerLook } from './triggerLooks.tsx';

const loadUserDropdown = () => import('./UserDropdown.tsx');

/** Name, e-mail, Dashboard and Logout; the dropdown (UserDropdown) loads on first use. */
export function UserMenu({ user }: { user: AuthUser }) {
  return <Deferred load={loadUserDropdown} props={{ user }} look={userTriggerLook(user)} popup="menu" />;
}
