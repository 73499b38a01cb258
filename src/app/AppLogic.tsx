import { createContext, useContext } from 'react';
import type { appAuthMachine } from './AuthContext.tsx';
import type { appThemeMachine } from './ThemeContext.tsx';

/**
 * Optional replacements for the app's actors' logic, read by RootLayout. Production never sets it;
 * tests render the real route table with `authMachine.provide({ actors: fakes })` through it.
 */
export type AppLogic = { auth?: typeof appAuthMachine; theme?: typeof appThemeMachine };

export const AppLogicContext = createContext<AppLogic>({});

export function useAppLogic(): AppLogic {
  return useContext(AppLogicContext);
}
