import { Monitor, Moon, Sun } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import type { Theme } from '../../domain/constants.ts';
import { messages } from '../../domain/messages.ts';
import { useThemeChoice } from '../app/ThemeContext.tsx';
import { button } from '../ui/button.css.ts';
import { Deferred, type TriggerLook } from './Deferred.tsx';

export const themeIcons = { light: Sun, dark: Moon, system: Monitor } satisfies Record<Theme, unknown>;

// The server renders before the stored choice is known: until hydration ends, show the neutral label.
const subscribeNever = () => () => {};
function useHydrated() {
  return useSyncExternalStore(subscribeNever, () => true, () => false);
}

/** The switcher's button: the current choice as icon and name (neutral before hydration). */
export function useThemeTriggerLook(): TriggerLook {
  const choice = useThemeChoice();
  const hydrated = useHydrated();
  const Icon = hydrated ? themeIcons[choice] : Sun;
  return {
    className: button({ variant: 'ghost', size: 'icon' }),
    label: hydrated ? `${messages.site.theme}: ${messages.site.themeNames[choice]}` : messages.site.theme,
    content: <Icon size={20} aria-hidden="true" />,
  };
}

const loadThemeMenu = () => import('./ThemeMenu.tsx');

/** Light / dark / system picker; the dropdown (ThemeMenu) loads on first use. */
export function ThemeSwitcher() {
  return <Deferred load={loadThemeMenu} props={{}} look={useThemeTriggerLook()} popup="menu" />;
}
