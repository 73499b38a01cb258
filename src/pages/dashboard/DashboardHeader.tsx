import { LogOut, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../../domain/constants.ts';
import { messages } from '../../../domain/messages.ts';
import { Button } from '../../ui/Button.tsx';
import { initials } from '../../features/format.ts';
import * as css from './dashboard.css.ts';

type HeaderProps = { username: string | null; onLogout: () => void };

export function DashboardHeader({ username, onLogout }: HeaderProps) {
  return (
    <header className={css.header}>
      <div className={css.headerInner}>
        <Link to="/" className={css.logo}>
          <span className={css.logoMark}>
            <Sparkles size={18} aria-hidden="true" />
          </span>
          {PRODUCT_NAME}
        </Link>
        <div className={css.headerActions}>
          <Button variant="ghost" onClick={onLogout}>
            <LogOut size={16} aria-hidden="true" />
            {messages.dashboard.logout}
          </Button>
          {username ? (
            <span className={css.avatar} role="img" aria-label={username}>
              {initials(username)}
            </span>
          ) : null}
        </div>
      </div>
    </header>
  );
}
