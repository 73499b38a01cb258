import { Deferred } from './Deferred.tsx';
import { useThemeTriggerLook } from './triggerLooks.tsx';

const loadThemeMenu = () => import('./ThemeMenu.tsx');

/** Light / dark / system picker; the dropdown (ThemeMenu) loads on first use. */
export function ThemeSwitcher() {
  return <Deferred load={loadThemeMenu} props={{}} look={useThemeTriggerLook()} popup="menu" />;
}
