// What a game page remembers for the rest of the tab (revealed seeds, a table's roads, the shoes it has seen).
// The page runs sandboxed with an opaque origin, where reading sessionStorage throws: there it is kept in memory
// for the page's life instead (a reload of the frame forgets it; the round history itself is on the server).
const memory = new Map<string, string>();

function sessionStorageOf(win: Window): Storage | null {
  try {
    return win.sessionStorage;
  } catch {
    return null;
  }
}

/** sessionStorage when the page has one, else a per-page memory; never throws. */
export const tabStorage = {
  getItem(key: string): string | null {
    try {
      return sessionStorageOf(window)?.getItem(key) ?? memory.get(key) ?? null;
    } catch {
      return memory.get(key) ?? null;
    }
  },
  setItem(key: string, value: string): void {
    memory.set(key, value);
    try {
      sessionStorageOf(window)?.setItem(key, value);
    } catch {
      // Full or blocked: the memory copy serves this page.
    }
  },
};
