import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { setNavigator } from './navigation.ts';

/** Registers the router's navigate with the machines' navigation bridge while mounted. */
export function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigator((to, { replace }) => {
      void navigate(to, { replace });
    });
    return () => setNavigator(null);
  }, [navigate]);
  return null;
}
