import { createContext, useContext } from 'react';

/**
 * True while a form renders to static HTML at build time (the login page). The browser then shows the
 * form before any script runs, so nothing may depend on React state: a label that moves aside only when
 * React sees focus or a value would sit over what the user types.
 */
export const StaticMarkupContext = createContext(false);

export const useStaticMarkup = () => useContext(StaticMarkupContext);
