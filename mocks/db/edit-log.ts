/**
 * The demo's edit log (docs/architecture.md#mock-backend): what a visitor changed in the collections the seed
 * generates (the world's and the demo sessions), as records created or edited and ids deleted. The database owns
 * one (`MockDb.edits`, filled by the collections' hooks); the snapshot stores it, and a start replays it over the
 * generated records (`replayEdits`). The rest of the world is never stored: the generator gives it again.
 */

/** What the log needs of a record: its id. */
export interface Identified {
  readonly id: string;
}

/** The edits of one collection as stored: records whole, in the order they were first edited or created. */
export interface CollectionEdits<T extends Identified> {
  /** Generated records as they are now, each in the place the generator gives it. */
  readonly edited: readonly T[];
  /** Records that are not generated (or were deleted and made again), after the generated ones, in order. */
  readonly created: readonly T[];
  /** Generated ids that are gone. */
  readonly deleted: readonly string[];
}

export const NO_EDITS: CollectionEdits<never> = { edited: [], created: [], deleted: [] };

/**
 * The collection `edits` describes: the generated records less those deleted or created again, each edited one in
 * its place, then the created ones. Replaying over its own output gives that output again.
 */
export function replayEdits<T extends Identified>(generated: readonly T[], edits: CollectionEdits<T>): T[] {
  const createdIds = new Set(edits.created.map((record) => record.id));
  const deleted = new Set(edits.deleted);
  const edited = new Map(edits.edited.map((record) => [record.id, record]));
  const records: T[] = [];
  for (const record of generated) {
    if (deleted.has(record.id) || createdIds.has(record.id)) continue;
    records.push(edited.get(record.id) ?? record);
  }
  records.push(...edits.created);
  return records;
}

/** One collection's log: ids only, the records are read from the collection when written. */
interface IdLog {
  readonly edited: Set<string>;
  readonly created: Set<string>;
  readonly deleted: Set<string>;
  /** Records read from storage and not in the collection yet (the demo sessions until the first session call). */
  waiting: Map<string, Identified> | null;
}

function emptyLog(): IdLog {
  return { edited: new Set(), created: new Set(), deleted: new Set(), waiting: null };
}

export class EditLog {
  readonly #logs = new Map<string, IdLog>();
  readonly #quiet = new Map<string, number>();
  #building: Promise<void> | null = null;
  #generatedSessions: { readonly key: string; readonly records: readonly Identified[] } | null = null;
  /** The mock clock's "now" the demo sessions were generated for; null while they are not generated. */
  sessionsAnchorMs: number | null = null;

  constructor(names: readonly string[]) {
    for (const name of names) this.#logs.set(name, emptyLog());
  }

  #log(name: string): IdLog | undefined {
    return this.#logs.get(name);
  }

  /** True while `name` is being loaded or rebuilt: its changes are neither logged nor written. */
  isQuiet(name: string): boolean {
    return (this.#quiet.get(name) ?? 0) > 0;
  }

  /** Runs `change` without logging what it does to the collections `names`. */
  async quietly<T>(names: readonly string[], change: () => Promise<T>): Promise<T> {
    for (const name of names) this.#quiet.set(name, (this.#quiet.get(name) ?? 0) + 1);
    try {
      return await change();
    } finally {
      for (const name of names) this.#quiet.set(name, (this.#quiet.get(name) ?? 1) - 1);
    }
  }

  noteCreated(name: string, id: string): void {
    const log = this.#log(name);
    if (log === undefined || this.isQuiet(name)) return;
    // A new record, or a generated one made again after its delete: after the others, as in the collection.
    log.edited.delete(id);
    log.created.add(id);
  }

  noteUpdated(name: string, id: string): void {
    const log = this.#log(name);
    if (log === undefined || this.isQuiet(name) || log.created.has(id)) return;
    log.edited.add(id);
  }

  noteDeleted(name: string, id: string): void {
    const log = this.#log(name);
    if (log === undefined || this.isQuiet(name)) return;
    log.waiting?.delete(id);
    // A record the generator does not give leaves no trace.
    if (log.created.delete(id)) return;
    log.edited.delete(id);
    log.deleted.add(id);
  }

  /** The edits of `name`, each record as it is in `current` (the collection's records), else as read from storage. */
  editsOf<T extends Identified>(name: string, current: readonly T[]): CollectionEdits<T> {
    const log = this.#log(name);
    if (log === undefined || (log.edited.size === 0 && log.created.size === 0 && log.deleted.size === 0))
      return NO_EDITS;
    const byId = new Map<string, Identified>(log.waiting);
    for (const record of current)
      if (log.edited.has(record.id) || log.created.has(record.id)) byId.set(record.id, record);
    const recordsOf = (ids: Set<string>): T[] => [...ids].flatMap((id) => (byId.has(id) ? [byId.get(id) as T] : []));
    return { edited: recordsOf(log.edited), created: recordsOf(log.created), deleted: [...log.deleted] };
  }

  /**
   * Takes `edits` as the log of `name` (a snapshot just read). `waiting`: its records are not in the collection yet,
   * and `editsOf` gives them as read until `settle`.
   */
  restore(name: string, edits: CollectionEdits<Identified>, waiting: boolean): void {
    if (!this.#logs.has(name)) return;
    this.#logs.set(name, {
      edited: new Set(edits.edited.map((record) => record.id)),
      created: new Set(edits.created.map((record) => record.id)),
      deleted: new Set(edits.deleted),
      waiting: waiting ? new Map([...edits.edited, ...edits.created].map((record) => [record.id, record])) : null,
    });
  }

  /** Whether records of `name` read from storage wait to be put in the collection. */
  isWaiting(name: string): boolean {
    return this.#log(name)?.waiting != null;
  }

  /** The waiting records of `name` are in the collection now. */
  settle(name: string): void {
    const log = this.#log(name);
    if (log !== undefined) log.waiting = null;
  }

  /** Nothing edited in `name` any more (a reset). */
  forget(name: string): void {
    if (this.#logs.has(name)) this.#logs.set(name, emptyLog());
  }

  /** Runs `build` unless one runs already; concurrent callers wait for the same run. */
  oneBuildAtATime(build: () => Promise<void>): Promise<void> {
    this.#building ??= build().finally(() => {
      this.#building = null;
    });
    return this.#building;
  }

  /** The generated demo sessions for `key` (seed and anchor), built once: another tab's write replays over them again. */
  generatedSessions<T extends Identified>(key: string, build: () => readonly T[]): readonly T[] {
    if (this.#generatedSessions?.key !== key) this.#generatedSessions = { key, records: build() };
    return this.#generatedSessions.records as readonly T[];
  }
}
