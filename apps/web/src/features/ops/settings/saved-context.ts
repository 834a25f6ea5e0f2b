import { createContext } from 'react';

/**
 * Tells the desk a section was saved. The desk keeps the notice: a saved change reloads the configuration, which
 * remounts the section's form (keyed by the document) and would drop any state the form held.
 */
export const SectionSavedContext = createContext<() => void>(() => undefined);
