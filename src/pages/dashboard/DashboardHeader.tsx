import { LogOut, Settings } from 'lucide-react';
import { Link } from 'react-router';
import { messages } from '#domain/messages.ts';
import { BrandHeader } from '#src/features/brand/BrandHeader.tsx';
import { initials } from '#src/features/format.ts';
import { Button } from '#src/ui/Button.tsx';
import { button } from '#src/ui/button.css.ts';
import * as css from './dashboard.css.ts';

type HeaderProps = { username: string | null; onLogout: () => void };

export function DashboardHeader({ username, onLogout }: HeaderProps) {
  return (
    <BrandHeader>
      <div className={css.headerActions}>
        <Link to="/account" className={button({ variant: 'ghost' })}>
          <Settings size={16} aria-hidden="true" />
          <span className={css.actionLabel}>{messages.site.accountSettings}</span>
        </Link>
        <Button variant="ghost" onClick={onLogout}>
          <LogOut size={16} aria-hidden="true" />
          <span className={css.actionLabel}>{messages.dashboard.logout}</span>
        </Button>
        {username ? (
          <span className={`${css.avatar} ${css.headerAvatar}`} role="img" aria-label={username}>
            {initials(username)}
          </span>
        ) : null}
      </div>
    </BrandHeader>
  );
}
