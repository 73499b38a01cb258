import * as Menu from '@radix-ui/react-dropdown-menu';
import { Check, Monitor, Moon, Sun } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { THEMES, type Theme } from '../../domain/constants.ts';
import { messages } from '../../domain/messages.ts';
import { isTheme } from '../../machines/theme.machine.ts';
import { useThemeActor, useThemeChoice } from '../app/ThemeContext.tsx';
import { button } from '../ui/button.css.ts';
import * as css from './layout.css.ts';

const icons = { light: Sun, dark: Moon, system: Monitor } satisfies Record<Theme, unknown>;

// The server renders before the stored choice is known: until hydration ends, show the neutral label.
const subscribeNever = () => () => {};
function useHydrated() {
  return useSyncExternalStore(subscribeNever, () => true, () => false);
}

/** Light / dark / system picker; the theme machine applies and stores the choice. */
export function ThemeSwitcher() {
  const choice = useThemeChoice();
  const theme = useThemeActor();
  const hydrated = useHydrated();
  const Icon = hydrated ? icons[choice] : Sun;
  return (
    <Menu.Root>
      <Menu.Trigger
        className={button({ variant: 'ghost', size: 'icon' })}
        aria-label={hydrated ? `${messages.site.theme}: ${messages.site.themeNames[choice]}` : messages.site.theme}
      >
        <Icon size={20} aria-hidden="true" />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content className={css.menuContent} align="end" sideOffset={8}>
          <Menu.Label className={css.menuLabel}>{messages.site.theme}</Menu.Label>
          <Menu.RadioGroup
            value={choice}
            onValueChange={(value) => {
              if (isTheme(value)) theme.send({ type: 'theme.selected', theme: value });
            }}
          >
            {THEMES.map((option) => {
              const OptionIcon = icons[option];
              return (
                <Menu.RadioItem key={option} value={option} className={css.menuItem}>
                  <OptionIcon size={16} aria-hidden="true" />
                  {messages.site.themeNames[option]}
                  <Menu.ItemIndicator className={css.indicator}>
                    <Check size={16} aria-hidden="true" />
                  </Menu.ItemIndicator>
                </Menu.RadioItem>
              );
            })}
          </Menu.RadioGroup>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
