import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useResolvedTheme } from './ThemeContext.tsx';
import { isToasterWanted, onToasterWanted } from './toast.ts';

const Toaster = lazy(() => import('./Toaster.tsx'));

/** Mounts sonner's container once the first toast is requested (see toast.ts). */
export function AppToaster() {
  const wanted = useSyncExternalStore(onToasterWanted, isToasterWanted, () => false);
  const theme = useResolvedTheme();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster theme={theme} />
    </Suspense>
  );
}
