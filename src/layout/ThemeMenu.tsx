import * as Menu from '@radix-ui/react-dropdown-menu';
import { Check } from 'lucide-react';
import { THEMES } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import { isTheme } from '#machines/theme.machine.ts';
import { useThemeActor, useThemeChoice } from '#src/app/ThemeContext.tsx';
import * as css from './layout.css.ts';
import { themeIcons, useThemeTriggerLook } from './triggerLooks.tsx';

/** The theme dropdown (Radix), loaded by ThemeSwitcher on first use; the theme machine applies and stores the choice. */
export default function ThemeMenu({ defaultOpen }: { defaultOpen: boolean }) {
  const choice = useThemeChoice();
  const theme = useThemeActor();
  const look = useThemeTriggerLook();
  // Non-modal and rendered in place: a modal menu hid the whole page (#root) from assistive tech
  // while it kept focusable elements (axe aria-hidden-focus), and a portal put it outside every landmark.
  return (
    <Menu.Root defaultOpen={defaultOpen} modal={false}>
      <Menu.Trigger className={look.className} aria-label={look.label}>
        {look.content}
      </Menu.Trigger>
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
    </Menu.Root>
  );
}
