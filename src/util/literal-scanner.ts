/**
 * Which of many literals a text holds, in one pass over the text (Aho–Corasick): each literal is given with the ids of
 * what needs it, and a scan marks every id whose literal occurs. Built once for a set of literals; a scan costs a
 * step per code unit of the text, however many literals there are.
 */
export class LiteralScanner {
  /** Per state, its transitions by code unit. */
  private readonly next: Array<Map<number, number>> = [new Map<number, number>()];
  /** Per state, the state of its longest proper suffix that is a prefix of some literal. */
  private readonly fail: number[] = [0];
  /** Per state, the ids of the literals that end there (its own, and those of its suffixes once built). */
  private readonly ends: number[][] = [[]];

  /** `literals`: each literal with the id a scan marks when the text holds it (several literals may share an id). */
  constructor(literals: ReadonlyArray<readonly [literal: string, id: number]>) {
    for (const [literal, id] of literals) {
      if (literal.length === 0) throw new Error('an empty literal is in every text: leave it out');
      let state = 0;
      for (let index = 0; index < literal.length; index++) {
        const unit = literal.charCodeAt(index);
        let to = this.next[state]?.get(unit);
        if (to === undefined) {
          to = this.next.length;
          this.next.push(new Map<number, number>());
          this.fail.push(0);
          this.ends.push([]);
          this.next[state]?.set(unit, to);
        }
        state = to;
      }
      this.ends[state]?.push(id);
    }
    this.link();
  }

  /** Sets each state's failure link, breadth first, and gives each state the ids of the literals its suffixes end. */
  private link(): void {
    const queue: number[] = [...(this.next[0]?.values() ?? [])];
    for (let head = 0; head < queue.length; head++) {
      const state = queue[head] as number;
      for (const [unit, to] of this.next[state] ?? []) {
        queue.push(to);
        let back = this.fail[state] as number;
        while (back !== 0 && !this.next[back]?.has(unit)) back = this.fail[back] as number;
        const link = this.next[back]?.get(unit);
        this.fail[to] = link !== undefined && link !== to ? link : 0;
        const inherited = this.ends[this.fail[to]] ?? [];
        if (inherited.length > 0) this.ends[to] = [...(this.ends[to] ?? []), ...inherited];
      }
    }
  }

  /** Marks in `found` (indexed by id) every id one of whose literals `text` holds; returns `found`. */
  scan(text: string, found: Uint8Array): Uint8Array {
    let state = 0;
    for (let index = 0; index < text.length; index++) {
      const unit = text.charCodeAt(index);
      let to = this.next[state]?.get(unit);
      while (to === undefined && state !== 0) {
        state = this.fail[state] as number;
        to = this.next[state]?.get(unit);
      }
      state = to ?? 0;
      const ends = this.ends[state] as number[];
      for (let end = 0; end < ends.length; end++) found[ends[end] as number] = 1;
    }
    return found;
  }
}
