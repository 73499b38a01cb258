import * as RadixDialog from '@radix-ui/react-dialog';
import { Download, LayoutDashboard, LogOut, Settings, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from '#src/features/siteNavigation.tsx';
import { extensionStoreUrl } from '#src/features/siteConfig.ts';
import { messages } from '#domain/messages.ts';
import { selectIsLoading, selectUser } from '#machines/authSelectors.ts';
import { useAuthActor, useAuthSnapshot } from '#src/app/AuthContext.tsx';
import { Button } from '#src/ui/Button.tsx';
import { button } from '#src/ui/button.css.ts';
import { overlay } from '#src/ui/dialog.css.ts';
import * as css from './layout.css.ts';
import { mobileMenuLook } from './triggerLooks.tsx';
import { sectionLinks } from './sectionLinks.ts';
import { ThemeSwitcher } from './ThemeSwitcher.tsx';
import { displayName, selectCanLogout } from './user.ts';

type MobileSheetProps = { onSignIn: () => void; defaultOpen: boolean };

/** A side sheet (Radix Dialog) repeating the navigation, theme switcher and account actions; loaded by MobileMenu. */
export default function MobileSheet({ onSignIn, defaultOpen }: MobileSheetProps) {
  const [open, setOpen] = useState(defaultOpen);
  const close = () => setOpen(false);
  return (
    <RadixDialog.Root open={open} onOpenChange={setOpen}>
      <RadixDialog.Trigger className={mobileMenuLook.className} aria-label={mobileMenuLook.label}>
        {mobileMenuLook.content}
      </RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={overlay} />
        <RadixDialog.Content className={css.sheet} aria-describedby={undefined}>
          <div className={css.row}>
            <RadixDialog.Title className={css.sheetTitle}>Menu</RadixDialog.Title>
            <RadixDialog.Close className={button({ variant: 'ghost', size: 'icon' })} aria-label="Close">
              <X size={20} aria-hidden="true" />
            </RadixDialog.Close>
          </div>
          <ul className={css.sheetLinks}>
            {sectionLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={css.sheetLink} onClick={close}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <a
            href={extensionStoreUrl()}
            className={button({ fullWidth: true })}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Download size={16} aria-hidden="true" />
            {messages.site.addToChrome}
          </a>
          <ThemeSwitcher />
          <MobileAccount
            onSignIn={() => {
              close();
              onSignIn();
            }}
            onNavigate={close}
          />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

function MobileAccount({ onSignIn, onNavigate }: { onSignIn: () => void; onNavigate: () => void }) {
  const auth = useAuthActor();
  const loading = useAuthSnapshot(selectIsLoading);
  const user = useAuthSnapshot(selectUser);
  const canLogout = useAuthSnapshot(selectCanLogout);
  if (loading) return null;
  if (!user) {
    return (
      <Button variant="secondary" fullWidth onClick={onSignIn}>
        {messages.site.signIn}
      </Button>
    );
  }
  return (
    <div className={css.sheetUser}>
      <div>
        <p className={css.menuName}>{displayName(user)}</p>
        <p className={css.menuEmail}>{user.email}</p>
      </div>
      <Link to="/dashboard" className={button({ variant: 'secondary', fullWidth: true })} onClick={onNavigate}>
        <LayoutDashboard size={16} aria-hidden="true" />
        {messages.site.dashboard}
      </Link>
      <Link to="/account" className={button({ variant: 'ghost', fullWidth: true })} onClick={onNavigate}>
        <Settings size={16} aria-hidden="true" />
        {messages.site.accountSettings}
      </Link>
      <Button variant="ghost" fullWidth disabled={!canLogout} onClick={() => auth.send({ type: 'auth.logout' })}>
        <LogOut size={16} aria-hidden="true" />
        {messages.site.logout}
      </Button>
    </div>
  );
}
