import * as Menu from '@radix-ui/react-dropdown-menu';
import { Check } from 'lucide-react';
import { THEMES } from '../../domain/constants.ts';
import { messages } from '../../domain/messages.ts';
import { isTheme } from '../../machines/theme.machine.ts';
import { useThemeActor, useThemeChoice } from '../app/ThemeContext.tsx';
import * as css from './layout.css.ts';
import { themeIcons, useThemeTriggerLook } from './ThemeSwitcher.tsx';

/** The theme dropdown (Radix), loaded by ThemeSwitcher on first use; the theme machine applies and stores the choice. */
export default function ThemeMenu({ defaultOpen }: { defaultOpen: boolean }) {
  const choice = useThemeChoice();
  const theme = useThemeActor();
  const look = useThemeTriggerLook();
  return (
    <Menu.Root defaultOpen={defaultOpen}>
      <Menu.Trigger className={look.className} aria-label={look.label}>
        {look.content}
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
              const OptionIcon = themeIcons[option];
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
