import * as Menu from '@radix-ui/react-dropdown-menu';
import { LayoutDashboard, LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { messages } from '../../domain/messages.ts';
import type { AuthUser } from '../../machines/apiTypes.ts';
import { useAuthActor, useAuthSnapshot } from '../app/AuthContext.tsx';
import * as css from './layout.css.ts';
import { userTriggerLook } from './UserMenu.tsx';
import { displayName, selectCanLogout } from './user.ts';

type UserDropdownProps = { user: AuthUser; defaultOpen: boolean };

/** The account dropdown (Radix), loaded by UserMenu on first use. */
export default function UserDropdown({ user, defaultOpen }: UserDropdownProps) {
  const auth = useAuthActor();
  const canLogout = useAuthSnapshot(selectCanLogout);
  const look = userTriggerLook(user);
  return (
    <Menu.Root defaultOpen={defaultOpen}>
      <Menu.Trigger className={look.className} aria-label={look.label}>
        {look.content}
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content className={css.menuContent} align="end" sideOffset={8}>
          <Menu.Label className={css.menuLabel}>
            <p className={css.menuName}>{displayName(user)}</p>
            <p className={css.menuEmail}>{user.email}</p>
          </Menu.Label>
          <Menu.Separator className={css.menuSeparator} />
          <Menu.Item asChild className={css.menuItem}>
            <Link to="/dashboard">
              <LayoutDashboard size={16} aria-hidden="true" />
              {messages.site.dashboard}
            </Link>
          </Menu.Item>
          <Menu.Item className={css.menuItem} disabled={!canLogout} onSelect={() => auth.send({ type: 'auth.logout' })}>
            <LogOut size={16} aria-hidden="true" />
            {messages.site.logout}
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
