/**
 * Where the outbox (api/outbox/outbox.ts) keeps the writes not yet confirmed by the service: IndexedDB, one database
 * per person per network (`commons.outbox.<network>.<user>`, keyed like the persisted cache and the drafts), so
 * a queued write survives a reload, a closed tab and a sign-in round trip. Plain IndexedDB: four calls do not
 * need a library. Records are the outbox's business; this only stores them by their `seq`.
 */
export interface StoredRecord {
  seq: number;
}

export interface OutboxStore<R extends StoredRecord> {
  /** Every record, oldest (smallest seq) first. */
  list(): Promise<R[]>;
  put(record: R): Promise<void>;
  remove(seq: number): Promise<void>;
}

const ENTRIES = 'entries';

export const outboxDatabaseName = (networkId: number, userId: number) =>
  `commons.outbox.${String(networkId)}.${String(userId)}`;

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => {
      resolve(req.result);
    };
    req.onerror = () => {
      reject(req.error ?? new Error('IndexedDB refused the request.'));
    };
  });
}

function open(name: string): Promise<IDBDatabase> {
  const req = indexedDB.open(name, 1);
  req.onupgradeneeded = () => {
    req.result.createObjectStore(ENTRIES, { keyPath: 'seq' });
  };
  return request(req);
}

/** The person's outbox in IndexedDB; null where the browser has none (then writes are not kept). */
export function indexedDbOutboxStore<R extends StoredRecord>(name: string): OutboxStore<R> | null {
  if (typeof indexedDB === 'undefined') return null;
  let db: Promise<IDBDatabase> | null = null;
  const store = async (mode: IDBTransactionMode) => {
    db ??= open(name);
    return (await db).transaction(ENTRIES, mode).objectStore(ENTRIES);
  };
  const done = async (mode: IDBTransactionMode, act: (s: IDBObjectStore) => IDBRequest) => {
    const s = await store(mode);
    // Resolved once durable (the transaction complete): a reload right after still finds the write.
    const complete = new Promise<void>((resolve, reject) => {
      s.transaction.oncomplete = () => {
        resolve();
      };
      s.transaction.onerror = () => {
        reject(s.transaction.error ?? new Error('IndexedDB refused the write.'));
      };
    });
    act(s);
    await complete;
  };
  return {
    list: async () => (await request((await store('readonly')).getAll())) as R[],
    put: (record) => done('readwrite', (s) => s.put(record)),
    remove: (seq) => done('readwrite', (s) => s.delete(seq)),
  };
}

/** The same in memory: tests, and browsers without IndexedDB (writes then last as long as the page). */
export function memoryOutboxStore<R extends StoredRecord>(): OutboxStore<R> {
  const records = new Map<number, R>();
  return {
    list: () => Promise.resolve([...records.values()].sort((a, b) => a.seq - b.seq).map(clone)),
    put: (record) => {
      records.set(record.seq, clone(record));
      return Promise.resolve();
    },
    remove: (seq) => {
      records.delete(seq);
      return Promise.resolve();
    },
  };
}

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
