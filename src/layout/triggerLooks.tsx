import { Menu, Monitor, Moon, Sun } from 'lucide-react';
import type { Theme } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import type { AuthUser } from '#machines/apiTypes.ts';
import { useThemeChoice } from '#src/app/ThemeContext.tsx';
import { useBeforeScript } from '#src/ui/beforeScript.ts';
import { button } from '#src/ui/button.css.ts';
import type { TriggerLook } from './Deferred.tsx';
import * as css from './layout.css.ts';
import { displayName } from './user.ts';

/*
 * The buttons of the menus that load on first use. Each look is shared by the plain stand-in
 * (MobileMenu, ThemeSwitcher, UserMenu) and the widget it loads (MobileSheet, ThemeMenu, UserDropdown),
 * so neither side imports the other and both draw the same button.
 */

/** The hamburger button that opens the side sheet. */
export const mobileMenuLook: TriggerLook = {
  className: button({ variant: 'ghost', size: 'icon' }),
  label: messages.site.openMenu,
  content: <Menu size={22} aria-hidden="true" />,
};

export const themeIcons = { light: Sun, dark: Moon, system: Monitor } satisfies Record<Theme, unknown>;

/** The theme switcher's button: the current choice as icon and name (neutral before hydration). */
export function useThemeTriggerLook(): TriggerLook {
  const choice = useThemeChoice();
  // The server renders before the stored choice is known: until hydration ends, the neutral label.
  const hydrated = !useBeforeScript();
  const Icon = hydrated ? themeIcons[choice] : Sun;
  return {
    className: button({ variant: 'ghost', size: 'icon' }),
    label: hydrated ? `${messages.site.theme}: ${messages.site.themeNames[choice]}` : messages.site.theme,
    content: <Icon size={20} aria-hidden="true" />,
  };
}

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
