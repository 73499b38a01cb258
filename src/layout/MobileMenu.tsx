import { Menu } from 'lucide-react';
import { messages } from '../../domain/messages.ts';
import { button } from '../ui/button.css.ts';
import { Deferred, type TriggerLook } from './Deferred.tsx';

/** The hamburger button that opens the side sheet. */
export const mobileMenuLook: TriggerLook = {
  className: button({ variant: 'ghost', size: 'icon' }),
  label: messages.site.openMenu,
  content: <Menu size={22} aria-hidden="true" />,
};

const loadMobileSheet = () => import('./MobileSheet.tsx');

/** Navigation, theme and account actions on small screens; the sheet (MobileSheet) loads on first use. */
export function MobileMenu({ onSignIn }: { onSignIn: () => void }) {
  return <Deferred load={loadMobileSheet} props={{ onSignIn }} look={mobileMenuLook} popup="dialog" />;
}
