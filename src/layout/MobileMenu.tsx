import { Deferred } from './Deferred.tsx';
import { mobileMenuLook } from './triggerLooks.tsx';

const loadMobileSheet = () => import('./MobileSheet.tsx');

/** Navigation, theme and account actions on small screens; the sheet (MobileSheet) loads on first use. */
export function MobileMenu({ onSignIn }: { onSignIn: () => void }) {
  return <Deferred load={loadMobileSheet} props={{ onSignIn }} look={mobileMenuLook} popup="dialog" />;
}
