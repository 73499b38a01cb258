import { LogOut } from 'lucide-react';
import { messages } from '../../../domain/messages.ts';
import { BrandHeader } from '../../features/brand/BrandHeader.tsx';
import { initials } from '../../features/format.ts';
import { Button } from '../../ui/Button.tsx';
import * as css from './dashboard.css.ts';

type HeaderProps = { username: string | null; onLogout: () => void };

export function DashboardHeader({ username, onLogout }: HeaderProps) {
  return (
    <BrandHeader>
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
    </BrandHeader>
  );
}
