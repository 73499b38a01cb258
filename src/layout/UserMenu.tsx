import * as Menu from '@radix-ui/react-dropdown-menu';
import { LayoutDashboard, LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { messages } from '../../domain/messages.ts';
import type { AuthUser } from '../../machines/apiTypes.ts';
import { useAuthActor, useAuthSnapshot } from '../app/AuthContext.tsx';
import { button } from '../ui/button.css.ts';
import * as css from './layout.css.ts';
import { displayName, selectCanLogout } from './user.ts';

export function UserMenu({ user }: { user: AuthUser }) {
  const auth = useAuthActor();
  const canLogout = useAuthSnapshot(selectCanLogout);
  const name = displayName(user);
  return (
    <Menu.Root>
      <Menu.Trigger className={button({ variant: 'ghost', size: 'md' })} aria-label={messages.site.userMenu}>
        <span className={css.avatar} aria-hidden="true">
          {name.slice(0, 1)}
        </span>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content className={css.menuContent} align="end" sideOffset={8}>
          <Menu.Label className={css.menuLabel}>
            <p className={css.menuName}>{name}</p>
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
