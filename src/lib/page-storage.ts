/**
 * localStorage when the browser lets this document use it, else a store that lives as long as the page.
 * A frame on another site's page is third-party: a browser that blocks third-party storage (Chromium with
 * third-party cookies blocked, strict tracking protection elsewhere) throws on `window.localStorage` there.
 * Without this fallback the embed frame could not even hold the token its sign-in popup handed back.
 */
export function pageStorage(): Storage {
  try {
    const local = window.localStorage;
    // Reading the property can succeed while using it throws (a sandboxed or opaque document).
    local.getItem('commons.probe');
    return local;
  } catch {
    return memoryStorage;
  }
}

/** Whether what pageStorage() keeps outlives the page (false: the browser refused localStorage). */
export function storageLasts(): boolean {
  return pageStorage() !== memoryStorage;
}

const kept = new Map<string, string>();

const memoryStorage: Storage = {
  get length() {
    return kept.size;
  },
  clear: () => {
    kept.clear();
  },
  getItem: (key) => kept.get(key) ?? null,
  key: (index) => [...kept.keys()][index] ?? null,
  removeItem: (key) => {
    kept.delete(key);
  },
  setItem: (key, value) => {
    kept.set(key, value);
  },
};
