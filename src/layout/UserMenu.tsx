import { messages } from '../../domain/messages.ts';
import type { AuthUser } from '../../machines/apiTypes.ts';
import { button } from '../ui/button.css.ts';
import { Deferred, type TriggerLook } from './Deferred.tsx';
import * as css from './layout.css.ts';
import { displayName } from './user.ts';

/** The account button: the first letter of the user's name in a round badge. */
export function userTriggerLook(user: AuthUser): TriggerLook {
  return {
    className: button({ variant: 'ghost', size: 'md' }),
    label: messages.site.userMenu,
    content: (
      <span className={css.avatar} aria-hidden="true">
        {displayName(user).slice(0, 1)}
      </span>
    ),
  };
}

const loadUserDropdown = () => import('./UserDropdown.tsx');

/** Name, e-mail, Dashboard and Logout; the dropdown (UserDropdown) loads on first use. */
export function UserMenu({ user }: { user: AuthUser }) {
  return <Deferred load={loadUserDropdown} props={{ user }} look={userTriggerLook(user)} popup="menu" />;
}
