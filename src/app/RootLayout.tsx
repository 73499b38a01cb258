import { Outlet } from 'react-router';
import { AppToaster } from './AppToaster.tsx';
import { useAppLogic } from './AppLogic.tsx';
import { AuthProvider } from './AuthContext.tsx';
import { NavigationBridge } from './NavigationBridge.tsx';
import { ThemeProvider } from './ThemeContext.tsx';

/** Root route: the app-wide actors (auth, theme), the router bridge for machines, and the toaster. */
export function RootLayout() {
  const logic = useAppLogic();
  return (
    <ThemeProvider logic={logic.theme}>
      <AuthProvider logic={logic.auth}>
        <NavigationBridge />
        <Outlet />
        <AppToaster />
      </AuthProvider>
    </ThemeProvider>
  );
}
