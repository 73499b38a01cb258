import * as Menu from '@radix-ui/react-dropdown-menu';
import { LayoutDashboard, LogOut, Settings } from 'lucide-react';
import { Link } from '#src/features/siteNavigation.tsx';
import { messages } from '#domain/messages.ts';
import type { AuthUser } from '#machines/apiTypes.ts';
import { useAuthActor, useAuthSnapshot } from '#src/app/AuthContext.tsx';
import * as css from './layout.css.ts';
import { userTriggerLook } from './triggerLooks.tsx';
import { displayName, selectCanLogout } from './user.ts';

type UserDropdownProps = { user: AuthUser; defaultOpen: boolean };

/** The account dropdown (Radix), loaded by UserMenu on first use. */
export default function UserDropdown({ user, defaultOpen }: UserDropdownProps) {
  const auth = useAuthActor();
  const canLogout = useAuthSnapshot(selectCanLogout);
  const look = userTriggerLook(user);
  // Non-modal and rendered in place: a modal menu hid the whole page (#root) from assistive tech
  // while it kept focusable elements (axe aria-hidden-focus), and a portal put it outside every landmark.
  return (
    <Menu.Root defaultOpen={defaultOpen} modal={false}>
      <Menu.Trigger className={look.className} aria-label={look.label}>
        {look.content}
      </Menu.Trigger>
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
        <Menu.Item asChild className={css.menuItem}>
          <Link to="/account">
            <Settings size={16} aria-hidden="true" />
            {messages.site.accountSettings}
          </Link>
        </Menu.Item>
        <Menu.Item className={css.menuItem} disabled={!canLogout} onSelect={() => auth.send({ type: 'auth.logout' })}>
          <LogOut size={16} aria-hidden="true" />
          {messages.site.logout}
        </Menu.Item>
      </Menu.Content>
    </Menu.Root>
  );
}
